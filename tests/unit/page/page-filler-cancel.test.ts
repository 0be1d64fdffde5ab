// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PageFiller } from '@/utils/page/page-filler';

const FORM = '<form><label for="first">First name</label><input id="first"></form>';
const first = () => (document.getElementById('first') as HTMLInputElement).value;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PageFiller, a fill the worker stopped', () => {
  it('forgets a cancelled collect: its write throws and the page stays as it was', () => {
    document.body.innerHTML = FORM;
    const filler = new PageFiller(document);
    const { token } = filler.collect();
    expect(filler.cancel([token])).toBe(true);
    expect(() => filler.write([{ index: 0, value: 'Late' }], token)).toThrow();
    expect(first()).toBe('');
    // Nor can a preparation made from it stand for the page any more.
    expect(filler.refresh()).toBe('stale');
  });

  it('keeps a collect the cancel does not name', () => {
    document.body.innerHTML = FORM;
    const filler = new PageFiller(document);
    const { token } = filler.collect();
    expect(filler.cancel(['another-collect'])).toBe(false);
    filler.write([{ index: 0, value: 'Ada' }], token);
    expect(first()).toBe('Ada');
  });

  it("refuses a write that arrives after the task's deadline", () => {
    document.body.innerHTML = FORM;
    const filler = new PageFiller(document);
    const { token } = filler.collect();
    expect(() => filler.write([{ index: 0, value: 'Late' }], token, Date.now() - 1)).toThrow('stopped');
    expect(first()).toBe('');
    filler.write([{ index: 0, value: 'In time' }], token, Date.now() + 60_000);
    expect(first()).toBe('In time');
  });

  it('still undoes the last fill after a later collect was cancelled', async () => {
    document.body.innerHTML = FORM;
    const filler = new PageFiller(document);
    filler.write([{ index: 0, value: 'Ada' }], filler.collect().token);
    filler.cancel([filler.collect().token]);
    expect((await filler.undo()).restored).toBe(1);
    expect(first()).toBe('');
  });
});
