import { Component, type ReactNode } from 'react';
import { useLocation } from './router.tsx';

interface Props {
  /** What shows instead of the pages below after one of them threw (while rendering or loading). */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryProps extends Props {
  pathname: string;
}

interface State {
  caught?: { error: unknown; pathname: string } | undefined;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error, pathname: '' } };
  }

  // A page's error belongs to its address: moving to another one (Back, a redirect) draws that page.
  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    if (!state.caught) return null;
    if (state.caught.pathname === '') return { caught: { ...state.caught, pathname: props.pathname } };
    return state.caught.pathname === props.pathname ? null : { caught: undefined };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}

/** A route's error boundary (react-router's errorElement): the error is handed to `fallback`. */
export function RouteErrorBoundary(props: Props) {
  const { pathname } = useLocation();
  return <Boundary {...props} pathname={pathname} />;
}
