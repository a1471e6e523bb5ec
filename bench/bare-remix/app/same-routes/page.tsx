/** A route of the app's table without children: the bare page's paragraph. */
export default function Page() {
  return <p>Una página sin datos.</p>;
}
