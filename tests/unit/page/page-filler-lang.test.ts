// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PageFiller } from '@/utils/page/page-filler';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.innerHTML = '';
});

describe('PageFiller.collect: the page’s language', () => {
  it('reports <html lang>, which may choose the fill’s locale', () => {
    document.documentElement.lang = 'de-AT';
    document.body.innerHTML = '<input name="a">';
    expect(new PageFiller(document).collect().lang).toBe('de-AT');
  });

  it('reports an empty string when the page declares none', () => {
    expect(new PageFiller(document).collect().lang).toBe('');
  });
});
