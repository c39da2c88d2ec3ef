'use client';

import { useEffect } from 'react';

/** The layers that stay on screen mark themselves with this attribute: "top" or "bottom". */
const screenEdgeAttribute = 'data-screen-edge';

/**
 * Keeps --layers-top and --layers-bottom (app/globals.css) equal to what the sticky header and the
 * fixed bottom layers cover, so the browser scrolls a focused control clear of them (WCAG 2.4.11).
 * The CSS defaults already hold without JavaScript; this only follows a layer whose height
 * changes: a name on three lines, a banner added at the bottom, a bar that turns into a button.
 */
export function ScreenEdges() {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      const layers = [...document.querySelectorAll<HTMLElement>(selector)];
      root.style.setProperty('--layers-top', `${Math.ceil(covered(layers, 'top'))}px`);
      root.style.setProperty('--layers-bottom', `${Math.ceil(covered(layers, 'bottom'))}px`);
    };
    const observer = new ResizeObserver(measure);
    const observeAll = () => document.querySelectorAll(selector).forEach((layer) => observer.observe(layer));
    observeAll();
    // A layer that arrives later (a banner) is observed from when it is added, and one that leaves stops counting.
    const added = new MutationObserver((records) => {
      if (!records.some(touchesLayer)) return;
      observeAll();
      measure();
    });
    added.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [screenEdgeAttribute] });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      added.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return null;
}

const selector = `[${screenEdgeAttribute}]`;

function touchesLayer(record: MutationRecord) {
  if (record.type === 'attributes') return true;
  return [...record.addedNodes, ...record.removedNodes].some(
    (node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null),
  );
}

/** How far in from that edge of the viewport the layers on it reach: a layer's height plus its offset from the edge. */
function covered(layers: HTMLElement[], edge: 'top' | 'bottom') {
  return layers
    .filter((layer) => layer.getAttribute(screenEdgeAttribute) === edge && layer.getClientRects().length > 0)
    .reduce((most, layer) => {
      const offset = parseFloat(getComputedStyle(layer)[edge]) || 0;
      return Math.max(most, layer.offsetHeight + offset);
    }, 0);
}
