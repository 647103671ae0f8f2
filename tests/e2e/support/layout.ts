/**
 * What wraps among `elements`, from the line boxes of their text nodes (a badge on the same line
 * sits a few pixels lower; a new line is a line-height away). `whole`: the texts of the elements
 * that take more than one line. `words`: the text nodes (a breed's word, a nickname, its
 * （prefecture）様, a facility) broken across lines; a cell may still end a line between two.
 * One function, as the page runs it (Playwright sends it over on its own).
 */
export const wrapped = (elements: Element[], what: 'whole' | 'words') =>
  elements.flatMap((element) => {
    const lines: { text: string; tops: number[] }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push({ text: node.textContent, tops: [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top) });
    }
    const onManyLines = (tops: number[]) => tops.some((top) => Math.abs(top - tops[0]!) > 8);
    if (what === 'words') return lines.filter((line) => onManyLines(line.tops)).map((line) => line.text);
    return onManyLines(lines.flatMap((line) => line.tops)) ? [element.textContent] : [];
  });
