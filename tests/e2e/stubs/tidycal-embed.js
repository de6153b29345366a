/*
 * A stand-in for TidyCal's embed script (https://asset-tidycal.b-cdn.net/js/embed.js), served by the
 * booking calendar tests with route.fulfill so no request leaves the machine. Like the real script it
 * mounts an iframe into every `.tidycal-embed` element when it runs, and offers `TidyCal.init(element)`
 * for containers rendered later. Each mount records the container's data-path in
 * `window.__stubTidyCalPaths`, so a test can check exactly which booking types were asked for.
 */
(function () {
  "use strict";
  var paths = (window.__stubTidyCalPaths = window.__stubTidyCalPaths || []);
  window.__stubTidyCalLoads = (window.__stubTidyCalLoads || 0) + 1;

  function mount(element) {
    if (!element || element.querySelector("iframe")) return;
    var path = element.getAttribute("data-path");
    paths.push(path);
    var iframe = document.createElement("iframe");
    iframe.title = "Stub scheduling calendar";
    iframe.setAttribute(
      "srcdoc",
      '<!doctype html><html lang="en"><head><title>Stub scheduling calendar</title></head>' +
        '<body><main aria-label="Stub calendar"><h1>Pick a time</h1><p>A stub of the scheduling calendar.</p></main></body></html>',
    );
    iframe.style.width = "100%";
    iframe.style.height = "30rem";
    iframe.style.border = "0";
    element.appendChild(iframe);
  }

  document.querySelectorAll(".tidycal-embed").forEach(mount);
  window.TidyCal = {
    init: function (element) {
      if (element) mount(element);
      else document.querySelectorAll(".tidycal-embed").forEach(mount);
    },
  };
})();
