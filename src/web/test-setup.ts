// Element matchers (toBeInTheDocument, toHaveAttribute, toHaveTextContent, ...) on vitest's expect.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: the suite runs files in parallel on small
// machines, and a screen that renders in 1.2 s under that load is not a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; charts (recharts' ResponsiveContainer) need one to mount.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
