import { createContext, useContext, type ComponentProps, type MouseEvent } from 'react';

/**
 * How a page link is followed without loading a new document: the full app's router (RootLayout provides its
 * navigate), or the public pages' light entry (it hands the app over first, src/app/public-app.tsx). Without one the
 * link is a plain link.
 */
export const FollowLinkContext = createContext<((to: string) => void) | null>(null);

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** A link to a page of the app, drawn by components that both the light public entry and the full app render. */
export function PageLink({
  to,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const follow = useContext(FollowLinkContext);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!follow || event.defaultPrevented || opensElsewhere(event) || props.target) return;
        event.preventDefault();
        follow(to);
      }}
    />
  );
}
