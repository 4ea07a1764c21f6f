export function FaqPage(_props: { signedIn?: boolean }) {
  return <h1>FAQ</h1>;
}
