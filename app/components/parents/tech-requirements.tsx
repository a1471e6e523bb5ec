/**
 * What the selected child's computer needs for the live classes, from the operating system given
 * at sign-up (docs/decisions/019). Shown only when the family told us which one it is.
 */
export function TechRequirements({
  childName,
  system,
  items,
}: {
  childName: string;
  system: string;
  items: string[];
}) {
  return (
    <section
      className="parents-card"
      aria-labelledby="tech-requirements-title"
      data-testid="tech-requirements"
    >
      <h2 id="tech-requirements-title">{`Requisitos técnicos de ${childName}`}</h2>
      <p>{`Su computadora: ${system}`}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
