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
