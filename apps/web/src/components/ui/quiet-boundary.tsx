import { Component, type ReactNode } from "react";

/**
 * Keeps a failing part (a chart whose code could not be downloaded on a weak network) from taking
 * the whole page down: the part shows `fallback` instead, the rest of the page works on.
 */
export class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
