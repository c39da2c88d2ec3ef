import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy... and waitFor wait for what the page shows, never a fixed time: on a busy machine the
// state comes later, not never, so they keep looking for up to 15 s (returning as soon as it is there).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out, so it has no scrolling; forms scroll their outcome into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
