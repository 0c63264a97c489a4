import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../common/ui/button/button.tsx';
import { CONSENT_TEXT } from '../consent-texts.ts';

interface ConsentButtonProps {
  /** docs/product/journey.md: while a transition is pending every choice is disabled and reads 'Loading...'. */
  pending: boolean;
  onClick: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}

export function ConsentButton({ pending, onClick, variant = 'decision', children }: ConsentButtonProps) {
  return (
    <Button variant={variant} disabled={pending} onClick={onClick}>
      {pending ? CONSENT_TEXT.loading : children}
    </Button>
  );
}
