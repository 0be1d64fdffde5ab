// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PageFiller } from '@/utils/page/page-filler';

describe('Undo in a page whose filler never wrote', () => {
  it('says so, so the worker reports a reloaded page rather than a fill already undone', () => {
    document.body.innerHTML = '<input id="a" name="first_name">';
    // The popup opening after a reload injects a new filler: it has nothing to undo.
    expect(new PageFiller(document).undo()).toMatchObject({ restored: 0, neverWritten: true });

    const filler = new PageFiller(document);
    const { token } = filler.collect();
    filler.write([{ index: 0, value: 'Ada' }], token);
    expect(filler.undo()).toEqual({ restored: 1, errors: {} });
    // Undone once: the second says nothing was restored, not that nothing was ever written.
    expect(filler.undo()).toEqual({ restored: 0, errors: {} });
  });
});
