#!/usr/bin/python3
"""
A phone-sized WebKitGTK browser for WebKitWebDriver.

MiniBrowser's window can't be narrower than its toolbar (447 px), so the WebKit journeys run in this
bare GTK window around a WebView instead. WebKitWebDriver starts it with --automation (and whatever
else the capabilities' args hold) and drives it through WebKit's automation session, as it does
MiniBrowser. Options after --automation:
  --width=N --height=N   the window, so the page's viewport (default 390 x 844, a phone)
  --no-javascript        page scripts off (the "JavaScript off" journeys)
  --reduced-motion       the visitor asks for less motion (GTK's gtk-enable-animations off, which WebKitGTK
                         reads for prefers-reduced-motion), as every suite here runs
  --block-third-party    block every request to a host that is not an IP address (127.0.0.1): the
                         suite never reaches the internet, as the Playwright fixture makes sure for Gecko
"""
import shutil
import sys
import tempfile

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402


def option(name, default):
    for arg in sys.argv[1:]:
        if arg.startswith(f"--{name}="):
            return int(arg.split("=", 1)[1])
    return default


WIDTH = option("width", 390)
HEIGHT = option("height", 844)
JAVASCRIPT = "--no-javascript" not in sys.argv
BLOCK_THIRD_PARTY = "--block-third-party" in sys.argv
REDUCED_MOTION = "--reduced-motion" in sys.argv

# A content-blocker rule (the Safari format WebKit reads): any http(s) URL whose host holds a letter,
# i.e. any host but a bare IP address such as the test server's 127.0.0.1.
BLOCK_RULES = '[{"trigger": {"url-filter": "^[a-z]+://[^/:]*[a-z]"}, "action": {"type": "block"}}]'


def main():
    if "--automation" not in sys.argv:
        sys.exit("phone-browser.py is started by WebKitWebDriver, with --automation")
    windows = []
    filters = []


    if BLOCK_THIRD_PARTY:
        # A folder of this browser's own: two runs on one machine never share (or half-write) the compiled rules.
        # A folder of this browser's own for the compiled rules, so two runs on one machine never share (or
        # half-write) them; removed once they are loaded (the loaded filter keeps its mapped file).
        filter_folder = tempfile.mkdtemp(prefix="phone-browser-filters-")
        store = WebKit2.UserContentFilterStore.new(filter_folder)
        loop = GLib.MainLoop()

        def saved(store, result):
            filters.append(store.save_finish(result))
            loop.quit()

        store.save("third-party", GLib.Bytes.new(BLOCK_RULES.encode()), None, saved)
        loop.run()
        shutil.rmtree(filter_folder, ignore_errors=True)

    if REDUCED_MOTION:
        Gtk.Settings.get_default().set_property("gtk-enable-animations", False)

    # Only now: the driver asks for its session as soon as the context allows automation.
    context = WebKit2.WebContext.new_ephemeral()

    def create_web_view(session):
        content = WebKit2.UserContentManager()
        for content_filter in filters:
            content.add_filter(content_filter)
        view = WebKit2.WebView(web_context=context, user_content_manager=content, is_controlled_by_automation=True)
        view.get_settings().set_enable_javascript(JAVASCRIPT)
        window = Gtk.Window()
        window.set_default_size(WIDTH, HEIGHT)
        window.add(view)
        window.connect("destroy", lambda _: windows.remove(window) if window in windows else None)
        view.connect("close", lambda _: window.destroy())
        window.show_all()
        windows.append(window)
        return view

    def automation_started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name("MiniBrowser")
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", create_web_view)

    context.connect("automation-started", automation_started)
    context.set_automation_allowed(True)
    Gtk.main()


main()
