import testimonials from "virtual:content/testimonials";

/** How much later each review fades in than the one before, where content gives it no delay of its own. */
const FADE_IN_STEP_MS = 100;

/** Customer quotes, each entering after its own delay from content, else one step after the one before (no animation under reduced motion). */
export function Testimonials() {
  return (
    <section className="home-section" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">{testimonials.heading}</h2>
      <ul className="testimonials">
        {testimonials.items.map((item, index) => (
          <li key={item.author + item.location}>
            <figure className="testimonial" style={{ animationDelay: `${item.delayMs ?? index * FADE_IN_STEP_MS}ms` }}>
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
