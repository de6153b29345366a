import banner from "virtual:content/site/banner";
import "./banner.css";

/**
 * The sticky notice at the very top of every page: an aside (a complementary landmark), as all content
 * must sit in a landmark. It can't go in the header, which scrolls away while the notice stays.
 */
export function Banner() {
  return (
    <aside className="banner">
      <p>{banner}</p>
    </aside>
  );
}
