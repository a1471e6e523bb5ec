export default function Index() {
  return <p>Una página sin datos.</p>;
}
