import type { Story, StoryDefault } from '@ladle/react';
import { action } from '@ladle/react';
import { ToastBanner } from './toast-banner.tsx';

export default { title: 'Toast banner' } satisfies StoryDefault;

export const Info: Story = () => <ToastBanner>Your details have been saved.</ToastBanner>;

export const Success: Story = () => (
  <ToastBanner tone="success" onDismiss={action('dismiss')}>
    Your cookie preferences have been saved.
  </ToastBanner>
);

export const Error: Story = () => (
  <ToastBanner tone="error">Address lookup failed, please enter address manually</ToastBanner>
);

export const Alert: Story = () => <ToastBanner tone="alert">Your session will end soon.</ToastBanner>;
