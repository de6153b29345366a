import site from "virtual:content/site";

/** The sticky notice at the very top of every page. */
export function Banner() {
  return (
    <div className="banner">
      <p>{site.banner}</p>
    </div>
  );
}
