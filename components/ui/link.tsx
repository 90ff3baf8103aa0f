"use client";
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches its page once someone shows they may follow it (points at it, touches it, tabs to
 * it), not as soon as it comes into view. In view, the queue's rows and the menu had the browser fetch fifteen
 * prefetches while the page hydrated: each a render on the server, each answer decoded on a phone's busy main
 * thread (the queue's blocking time at 4× CPU went from 880 to 670 ms without them). The signed-in pages are
 * rendered per request with no loading state, so a prefetch brought them little more than the route's tree.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intencao, setIntencao] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intencao ? prefetch : false}
      onMouseEnter={(e) => {
        setIntencao(true);
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntencao(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntencao(true);
        onFocus?.(e);
      }}
    />
  );
}
