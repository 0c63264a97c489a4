import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { drawVisuallyHiddenOutOfFlow } from './out-of-flow.ts';

// Unmount rendered trees and undo fake timers between tests, so no test leaks into the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

drawVisuallyHiddenOutOfFlow();
