/**
 * Where the page that just signed someone in (or up) sends them. Storing the user flips the web app to the signed-in
 * route table at once, while the navigation to the landing screen is a transition that lands later; meanwhile
 * /auth renders for a signed-in user and must go to this landing, not to / (docs/product-rules.md R44 sends only
 * someone who opens /auth while already signed in to /).
 */
let landing: string | null = null;

export function setSignInLanding(path: string): void {
  landing = path;
}

/** The landing of the sign-in in progress, if any. */
export function signInLanding(): string | null {
  return landing;
}

/** Called once the landing is followed, so a later visit to /auth goes to / again. */
export function clearSignInLanding(): void {
  landing = null;
}
