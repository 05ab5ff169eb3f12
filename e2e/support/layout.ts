import { expect, type Page } from '@playwright/test';

/** Nothing of the page, nor of the element at `root`, sticks out of a screen `width` px wide. */
export async function expectFits(page: Page, width: number, root: string) {
  const problems = await page.evaluate(
    ({ limit, selector }) => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > limit)
        found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      for (const element of Array.from(document.querySelectorAll(`${selector} *`))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > limit + 0.5)
          found.push(
            `${element.tagName.toLowerCase()}.${element.className} ends at ${Math.round(box.right)} px`,
          );
      }
      return found;
    },
    { limit: width, selector: root },
  );
  expect(problems).toEqual([]);
}

/** The text with its %-escapes decoded (a value could leave the browser URL-encoded). */
export function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
