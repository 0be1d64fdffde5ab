// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyIndexOf, RadioGroups } from '@/utils/page/radio-groups';

const radio = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('RadioGroups', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div><input type="radio" id="a1" name="a" checked><input type="radio" id="a2" name="a"></div>
      <div><input type="radio" id="b1" name="b" checked><input type="radio" id="b2" name="b"></div>
      <form id="f"><input type="radio" id="fa1" name="a" checked><input type="radio" id="fa2" name="a"></form>
      <input type="radio" id="outside" name="a" form="f" checked>`;
  });

  it("finds the checked radios of the same name and form, in the form's subtree or the tree", () => {
    const groups = new RadioGroups();
    expect(groups.checkedBeside(radio('a2'))).toEqual([radio('a1')]);
    expect(groups.checkedBeside(radio('b2'))).toEqual([radio('b1')]);
    expect(groups.checkedBeside(radio('fa2'))).toEqual([radio('fa1')]);
    expect(groups.checkedBeside(radio('a1'))).toEqual([]);
  });

  it('reads checked states when asked, and the tree once for all the writes', () => {
    const groups = new RadioGroups();
    const query = vi.spyOn(document, 'querySelectorAll');
    expect(groups.checkedBeside(radio('a2'))).toEqual([radio('a1')]);
    radio('a2').checked = true;
    expect(groups.checkedBeside(radio('a1'))).toEqual([radio('a2')]);
    expect(groups.checkedBeside(radio('b2'))).toEqual([radio('b1')]);
    expect(query.mock.calls.filter(([selector]) => selector === 'input[type=radio]')).toHaveLength(1);
  });

  it('has no group for a radio without a name', () => {
    document.body.innerHTML = '<input type="radio" id="x" checked><input type="radio" id="y">';
    expect(new RadioGroups().checkedBeside(radio('y'))).toEqual([]);
  });
});

describe('lazyIndexOf', () => {
  it('gives the index indexOf gives, the first of duplicates, and -1 for strangers', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => Object.assign(document.createElement('input'), { id }));
    const indexOf = lazyIndexOf([a!, b!, a!]);
    expect([indexOf(a!), indexOf(b!), indexOf(c!)]).toEqual([0, 1, -1]);
  });
});
