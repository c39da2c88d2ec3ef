'use client';

import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';

// A lazy island whose chunk never arrives costs only the island, not the page: docs/decisions/030-islands-degrade.md.

const retryDelayMs = 500;

/** Runs `load`; when it fails, tries once more after a short pause, then gives up. */
export function retryOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch(() => new Promise<T>((resolve, reject) => window.setTimeout(() => load().then(resolve, reject), retryDelayMs)));
}

/** React.lazy with one retry of the failed import; render it inside a SafeIsland. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy has
export function lazyIsland<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(retryOnce(load));
}

export interface SafeIslandProps {
  children: ReactNode;
  /** Shown while the island loads and after it failed; nothing by default. */
  fallback?: ReactNode;
  /** Told once the island has failed for good, so its owner can fall back (a form to its plain POST). */
  onError?: (error: unknown) => void;
}

/** An error boundary and a Suspense boundary around one island. */
export class SafeIsland extends Component<SafeIslandProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    void info;
    this.props.onError?.(error);
  }

  render() {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
