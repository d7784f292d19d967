import type { Page } from 'playwright-core';

/**
 * What sticks out of the right edge of the window, one line each: the page itself when it scrolls
 * sideways, then each visible element whose box ends past the window, outermost first, named by a
 * selector and by how many pixels it sticks out. Empty when everything fits.
 * Elements inside a box that scrolls or clips sideways (overflow-x auto, scroll, hidden or clip)
 * do not count: their own box keeps them in, and that box is checked itself.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Sub-pixel layout rounds box edges; a shopper sees no sideways scroll below one pixel.
    const tolerance = 1;
    const windowWidth = window.innerWidth;
    const problems: string[] = [];
    const pageExcess = document.documentElement.scrollWidth - windowWidth;
    if (pageExcess > 0) problems.push(`the page scrolls sideways by ${pageExcess}px`);

    const keepsChildrenIn = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const insideSidewaysBox = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (box === document.body || box === document.documentElement) return false;
        if (keepsChildrenIn(box)) return true;
      }
      return false;
    };
    const selectorOf = (element: Element) => {
      const steps: string[] = [];
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        if (at.id) {
          steps.unshift(`#${CSS.escape(at.id)}`);
          break;
        }
        const classes = Array.from(at.classList)
          .map((name) => `.${CSS.escape(name)}`)
          .join('');
        steps.unshift(`${at.localName}${classes}`);
        if (steps.length === 4) break;
      }
      return steps.join(' > ');
    };

    const sticking: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right - windowWidth <= tolerance) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (insideSidewaysBox(element)) continue;
      // An element already inside a reported one adds nothing but length to the message.
      if (sticking.some((outer) => outer.contains(element))) continue;
      sticking.push(element);
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      problems.push(
        `${selectorOf(element)} ends ${Math.round(box.right - windowWidth)}px past the window` +
          (text ? ` ("${text}")` : ''),
      );
    }
    return problems;
  });
}
