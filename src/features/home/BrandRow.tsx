import home from "virtual:content/home";

/** "Not Your Average Car Wash": the five supplier wordmarks (docs/decisions.md 19). */
export function BrandRow() {
  const { brands } = home;
  return (
    <section className="home-section" aria-labelledby="brands-heading">
      <h2 id="brands-heading">{brands.heading}</h2>
      <p>{brands.intro}</p>
      <ul className="brand-row">
        {brands.logos.map((logo) => (
          <li key={logo.name}>
            <img src={logo.src} alt={logo.name} width={160} height={40} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
