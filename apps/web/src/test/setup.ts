import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { drawVisuallyHiddenOutOfFlow } from '@quickcheck/ui/test/out-of-flow.ts';

// Typing whole stages with user-event is slow on a busy 2-core machine: give tests room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// Unmount rendered trees and undo global stubs (fetch, timers) between tests.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Server-render tests run in Node, without storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

drawVisuallyHiddenOutOfFlow();
