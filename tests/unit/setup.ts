import '@testing-library/jest-dom';

// jsdom lays nothing out, so it has no scrolling; forms scroll their outcome into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
