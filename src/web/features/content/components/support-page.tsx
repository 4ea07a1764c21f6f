export function SupportPage() {
  return <h1>SupportPage</h1>;
}
