import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cx } from '../utils/class-names.ts';
import styles from './button.module.css';

/** The spec's button families (docs/product/constants.md); 'primary' and 'link' are the web app's older names. */
export type ButtonVariant =
  'action' | 'confirmation' | 'decision' | 'destructive' | 'secondary' | 'text-link' | 'primary' | 'link';

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  action: styles.action,
  primary: styles.action,
  confirmation: styles.confirmation,
  decision: styles.decision,
  destructive: styles.destructive,
  secondary: styles.secondary,
  'text-link': styles.textLink,
  link: styles.textLink,
};

export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return cx(styles.button, VARIANT_CLASS[variant], extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** Defaults to type="button": only a stage's main action may submit the form. */
export function Button({ variant = 'action', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; href: string };

/** A link that looks like a button, for actions that go to another page. */
export function ButtonLink({ variant = 'action', className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...props}>
      {children}
    </a>
  );
}
