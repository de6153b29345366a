import testimonials from "virtual:content/testimonials";

/** Customer quotes, each entering after its own delay from content (no animation under reduced motion). */
export function Testimonials() {
  return (
    <section className="home-section" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">{testimonials.heading}</h2>
      <ul className="testimonials">
        {testimonials.items.map((item) => (
          <li key={item.author + item.location}>
            <figure className="testimonial" style={{ animationDelay: `${item.delayMs}ms` }}>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                {item.author}, <span className="testimonial__location">{item.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <a className="button" href={testimonials.readMore.url} target="_blank" rel="noopener">
        {testimonials.readMore.label}
      </a>
    </section>
  );
}
