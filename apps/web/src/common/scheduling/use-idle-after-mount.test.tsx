import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterMount } from './use-idle-after-mount.ts';

function Probe() {
  return <p>{useIdleAfterMount() ? 'idle' : 'starting'}</p>;
}

describe('useIdleAfterMount', () => {
  let idleCallbacks: Map<number, IdleRequestCallback>;
  const runIdleCallbacks = () =>
    act(() => {
      for (const callback of idleCallbacks.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
      idleCallbacks.clear();
    });

  beforeEach(() => {
    idleCallbacks = new Map();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.set(idleCallbacks.size + 1, callback);
      return idleCallbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idleCallbacks.delete(id));
  });
  afterEach(() => {
    cleanup(); // before the stubs go: unmounting cancels the idle callback
    vi.unstubAllGlobals();
  });

  it('is false on the server and after mounting, true once the browser has been idle', () => {
    expect(renderToString(<Probe />)).toContain('starting');
    render(<Probe />);
    expect(screen.getByText('starting')).toBeInTheDocument();
    runIdleCallbacks();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('asks for no idle time once unmounted', () => {
    const { unmount } = render(<Probe />);
    expect(idleCallbacks.size).toBe(1);
    unmount();
    expect(idleCallbacks.size).toBe(0);
  });
});
