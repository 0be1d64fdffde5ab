// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOptions, unpick } from '@/utils/page/pick-option';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

interface Node {
  label: string;
  children?: Node[];
}

const TREE: Node[] = [
  { label: 'Germany', children: [{ label: 'Bavaria', children: [{ label: 'Munich' }, { label: 'Nuremberg' }] }] },
  { label: 'Spain', children: [{ label: 'Catalonia', children: [{ label: 'Barcelona' }] }] },
];

/**
 * A cascader as Ant Design draws one: a read-only role=combobox input that opens a column of role=menu at the
 * end of the body on Arrow Down; an option with children opens the next column, a leaf chooses the path, shows
 * it in the input (or beside it) and closes the columns. `chosen` is what its change handler got.
 */
function cascader(shownBeside = false): { input: HTMLInputElement; chosen: string[][] } {
  document.body.innerHTML =
    '<label for="region">Region</label><div><input id="region" role="combobox" readonly aria-expanded="false"><span></span></div>';
  const input = document.querySelector('input')!;
  // With `shownBeside`, the path is shown in a span beside an input that stays empty, as Ant Design's is.
  const shown = (text: string) => (shownBeside ? (input.nextElementSibling!.textContent = text) : (input.value = text));
  const chosen: string[][] = [];
  const menus = document.createElement('div');
  document.body.append(menus);
  const column = (nodes: Node[], path: string[]) => {
    const menu = document.createElement('ul');
    menu.setAttribute('role', 'menu');
    for (const node of nodes) {
      const item = document.createElement('li');
      item.setAttribute('role', 'menuitemcheckbox');
      item.textContent = node.label;
      item.addEventListener('click', () => {
        // A click on a column other than the last closes the ones after it, as a cascader does.
        while (menu.nextSibling) menu.nextSibling.remove();
        if (node.children) return column(node.children, [...path, node.label]);
        chosen.push([...path, node.label]);
        shown([...path, node.label].join(' / '));
        menus.replaceChildren();
        input.setAttribute('aria-expanded', 'false');
      });
      menu.append(item);
    }
    menus.append(menu);
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && input.getAttribute('aria-expanded') === 'false') {
      input.setAttribute('aria-expanded', 'true');
      // It opens on the path chosen last, each column of it shown.
      let nodes: Node[] | undefined = TREE;
      const path: string[] = [];
      for (const label of [undefined, ...(chosen.at(-1) ?? []).slice(0, -1)]) {
        if (label !== undefined) path.push(label);
        nodes = label === undefined ? nodes : nodes?.find((node) => node.label === label)?.children;
        if (nodes) column(nodes, [...path]);
      }
    }
    if (event.key === 'Escape') {
      menus.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
    }
  });
  return { input, chosen };
}

describe('a cascader (columns of menus)', () => {
  it('is picked column by column to a leaf, by the words where a column holds one, and reports the path', async () => {
    const { input, chosen } = cascader();
    const outcome = await pickOptions(input, { index: 0, pick: ['Spain'], seed: 0, many: 1 });
    expect(chosen).toEqual([['Spain', 'Catalonia', 'Barcelona']]);
    expect(outcome).toEqual({ picked: ['Spain / Catalonia / Barcelona'], path: ['Spain', 'Catalonia', 'Barcelona'] });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks a new path in a cascader that opens on the one chosen before, its columns shown', async () => {
    const { input, chosen } = cascader();
    await pickOptions(input, { index: 0, pick: ['Munich'], seed: 0, many: 1 });
    expect(chosen).toEqual([['Germany', 'Bavaria', 'Munich']]);
    await pickOptions(input, { index: 0, pick: ['Spain'], seed: 0, many: 1 });
    await pickOptions(input, { index: 0, pick: ['Germany', 'Nuremberg'], seed: 0, many: 1 });
    expect(chosen.slice(1)).toEqual([
      ['Spain', 'Catalonia', 'Barcelona'],
      ['Germany', 'Bavaria', 'Nuremberg'],
    ]);
  });

  it('takes the seed’s option in a column no word names', async () => {
    const { input, chosen } = cascader();
    await pickOptions(input, { index: 0, pick: ['Atlantis'], seed: 1, many: 1 });
    // Seed 1: the second country; then the second of one state and of two cities, wrapping round.
    expect(chosen).toEqual([['Spain', 'Catalonia', 'Barcelona']]);
    const again = cascader();
    await pickOptions(again.input, { index: 0, pick: [], seed: 2, many: 1 });
    expect(again.chosen).toEqual([['Germany', 'Bavaria', 'Munich']]);
  });

  it('left as it is where it already holds the option the words name, reports the whole path it shows', async () => {
    // happy-dom lays nothing out: every box measures as a person sees it, not as a screen reader's 1-pixel one.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 20));
    const { input, chosen } = cascader(true);
    await pickOptions(input, { index: 0, pick: ['Spain'], seed: 0, many: 1 });
    expect(chosen).toEqual([['Spain', 'Catalonia', 'Barcelona']]);
    const again = await pickOptions(input, { index: 0, pick: ['Catalonia'], seed: 0, many: 1 });
    expect(chosen).toHaveLength(1);
    expect(again).toEqual({
      picked: ['Spain / Catalonia / Barcelona'],
      path: ['Spain', 'Catalonia', 'Barcelona'],
      unchanged: true,
      typed: true,
    });
  });
});

/**
 * A select as Ant Design's rc-select draws one: a role=combobox input that opens, on Arrow Down or typing, a
 * dropdown at the end of the body holding a list box of only the two options around the active one (their text
 * the values) and, beside it, the items a person clicks, with no role. `chosen` is what its change handler got.
 */
function rcSelect(multiple = false): { input: HTMLInputElement; chosen: string[] } {
  const labels = ['Austria', 'Canada', 'France', 'Germany'];
  document.body.innerHTML = `<label for="country">Country</label><div class="ant-select${multiple ? ' ant-select-multiple' : ''}"><div class="held"></div>
    <input id="country" class="ant-select-input" role="combobox" aria-expanded="false" aria-controls="country_list"></div>`;
  const input = document.querySelector('input')!;
  const chosen: string[] = [];
  const close = () => {
    document.querySelector('.ant-select-dropdown')?.remove();
    input.setAttribute('aria-expanded', 'false');
  };
  const open = (filter: string) => {
    close();
    const shown = labels.filter((label) => label.toLowerCase().includes(filter.toLowerCase()));
    const dropdown = document.createElement('div');
    dropdown.className = 'ant-select-dropdown';
    dropdown.innerHTML = `<div role="listbox" id="country_list">${shown
      .slice(0, 2)
      .map((label) => `<div role="option" aria-label="${label}">${label.toLowerCase()}</div>`)
      .join(
        '',
      )}</div>${shown.map((label) => `<div class="ant-select-item-option" title="${label}">${label}</div>`).join('')}`;
    for (const item of dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option'))
      item.addEventListener('click', () => {
        chosen.push(item.title);
        const held = document.querySelector('.held')!;
        if (multiple) {
          // With mode="multiple" each choice is a tag, and the list stays open for more.
          held.append(Object.assign(document.createElement('span'), { textContent: item.title }));
        } else {
          held.textContent = item.title;
          input.value = '';
          close();
        }
      });
    document.body.append(dropdown);
    input.setAttribute('aria-expanded', 'true');
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') open(input.value);
    if (event.key === 'Escape') close();
  });
  input.addEventListener('input', () => open(input.value));
  return { input, chosen };
}

describe('a list whose items are drawn beside a list box of only some options (Ant Design Select)', () => {
  // happy-dom lays nothing out: the choice shown beside the input measures as a person sees it.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 20));
  });

  it('picks the item the words name, by a click on it, and reports it', async () => {
    const { input, chosen } = rcSelect();
    await expect(pickOptions(input, { index: 0, pick: ['Germany'], seed: 0, many: 1 })).resolves.toMatchObject({
      picked: ['Germany'],
    });
    expect(chosen).toEqual(['Germany']);
  });

  it('takes several items where its markup says it is multiple, and closes its list with Escape', async () => {
    const { input, chosen } = rcSelect(true);
    await expect(pickOptions(input, { index: 0, pick: [], seed: 1, many: 2 })).resolves.toMatchObject({
      picked: ['Canada', 'Germany'],
      several: true,
    });
    expect(chosen).toEqual(['Canada', 'Germany']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks the seed’s item where no word names one, among all the items shown', async () => {
    const { input, chosen } = rcSelect();
    await expect(pickOptions(input, { index: 0, pick: [], seed: 3, many: 1 })).resolves.toMatchObject({
      picked: ['Germany'],
    });
    expect(chosen).toEqual(['Germany']);
  });
});

/**
 * A select-only combobox whose component, busy, lets its first Arrow Down and its first click go by, and opens its
 * list on the next Arrow Down. `chosen` is what its change handler got.
 */
function busyListbox(): { button: HTMLButtonElement; chosen: string[] } {
  document.body.innerHTML = `<label id="plan-label">Plan</label>
    <button type="button" role="combobox" aria-labelledby="plan-label" aria-expanded="false" aria-controls="plans"></button>`;
  const button = document.querySelector('button')!;
  const chosen: string[] = [];
  let dropped = { key: false, click: false };
  const open = () => {
    const list = document.createElement('ul');
    list.id = 'plans';
    list.setAttribute('role', 'listbox');
    for (const label of ['Basic', 'Pro', 'Team']) {
      const option = document.createElement('li');
      option.setAttribute('role', 'option');
      option.textContent = label;
      option.addEventListener('click', () => {
        chosen.push(label);
        button.textContent = label;
        list.remove();
        button.setAttribute('aria-expanded', 'false');
      });
      list.append(option);
    }
    document.body.append(list);
    button.setAttribute('aria-expanded', 'true');
  };
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    if (!dropped.key) dropped = { ...dropped, key: true };
    else open();
  });
  button.addEventListener('click', () => (dropped = { ...dropped, click: true }));
  return { button, chosen };
}

describe('a widget that lets the first opening key and click go by (a busy page)', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 20));
  });

  it('is asked to open once more, and picked', async () => {
    const { button, chosen } = busyListbox();
    await expect(pickOptions(button, { index: 0, pick: ['Pro'], seed: 0, many: 1 })).resolves.toMatchObject({
      picked: ['Pro'],
    });
    expect(chosen).toEqual(['Pro']);
  });
});

/**
 * A creatable combobox as Tom Select draws one: focus opens its list with every option, and typing filters it only
 * after a pause (its refreshThrottle), a refresh that opens the list again wherever the pick stands; words no option
 * holds are offered as an "Add …" item with no role. A click on an item chooses it, empties the search and closes
 * the list. `chosen` is what its change handler got.
 */
function throttledCombobox(): { input: HTMLInputElement; chosen: string[]; expanded: () => boolean } {
  const labels = ['Acme', 'Globex', 'Initech'];
  document.body.innerHTML = `<label for="company">Company</label><div class="held"></div>
    <input id="company" role="combobox" aria-expanded="false" aria-controls="companies"><div role="listbox" id="companies" class="ts-dropdown-content"></div>`;
  const input = document.querySelector('input')!;
  const list = document.getElementById('companies')!;
  const chosen: string[] = [];
  const item = (label: string, text = label) => {
    const option = document.createElement('div');
    option.dataset.selectable = '';
    option.innerHTML = text;
    option.addEventListener('click', () => {
      chosen.push(label);
      document.querySelector('.held')!.textContent = label;
      input.value = '';
      list.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
    });
    return option;
  };
  const show = (filter: string) => {
    const shown = labels.filter((label) => label.toLowerCase().includes(filter.toLowerCase()));
    const options = shown.map((label) => item(label));
    for (const option of options) option.setAttribute('role', 'option');
    list.replaceChildren(
      ...options,
      ...(filter && !shown.length ? [item(filter, `Add <strong>${filter}</strong>…`)] : []),
    );
    input.setAttribute('aria-expanded', 'true');
  };
  input.addEventListener('focus', () => show(''));
  input.addEventListener('input', () => {
    const query = input.value;
    setTimeout(() => show(query), 300);
  });
  return { input, chosen, expanded: () => input.getAttribute('aria-expanded') === 'true' };
}

describe('a combobox that opens on focus and filters its list only after a pause (Tom Select)', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 20));
  });

  it('is picked from the list that answers the typing, so no late refresh opens it again', async () => {
    const { input, chosen, expanded } = throttledCombobox();
    // Acme was offered before the search ran, and is not after it: a copied test waits for it to go.
    await expect(pickOptions(input, { index: 0, pick: ['Globex'], seed: 0, many: 1 })).resolves.toEqual({
      picked: ['Globex'],
      typed: true,
      searchHides: 'Acme',
    });
    expect(chosen).toEqual(['Globex']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(expanded()).toBe(false);
  });

  it('takes words none of its options holds through its "Add …" item, though the item has no role', async () => {
    const { input, chosen, expanded } = throttledCombobox();
    await expect(pickOptions(input, { index: 0, pick: ['Hooli'], seed: 0, many: 1 })).resolves.toMatchObject({
      picked: ['Hooli'],
      typed: true,
      searchHides: 'Acme',
    });
    expect(chosen).toEqual(['Hooli']);
    expect(expanded()).toBe(false);
  });
});

describe('a combobox that keeps what is typed and shows no list for it (Vuetify’s v-combobox)', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 20));
  });

  it('keeps the words typed, and says so, so that a copied test types them and leaves the field', async () => {
    document.body.innerHTML =
      '<label for="company">Company</label><input id="company" role="combobox" aria-expanded="false">';
    const input = document.querySelector('input')!;
    const kept: string[] = [];
    input.addEventListener('change', () => kept.push(input.value));
    await expect(pickOptions(input, { index: 0, pick: ['Initech'], seed: 0, many: 1 })).resolves.toEqual({
      picked: ['Initech'],
      typed: true,
      freeText: true,
    });
    expect(kept).toEqual(['Initech']);
  });
});

/**
 * A combobox as Ark UI (Chakra UI) draws one: Arrow Down opens its list, whose items say by data-state which one is
 * chosen; Escape closes it. Its search emptied, it shows its choice nowhere else. With `clearsOnEmpty`, emptying the
 * search lets the choice go, as a component that clears does. `chosen` is its choice.
 */
function arkCombobox(clearsOnEmpty: boolean): { input: HTMLInputElement; state: { chosen: string | null } } {
  document.body.innerHTML = `<label for="city">City</label>
    <input id="city" role="combobox" aria-expanded="false" aria-controls="cities" data-scope="combobox" data-part="input" value="Rome">
    <div id="cities" role="listbox" hidden></div>`;
  const input = document.querySelector('input')!;
  const list = document.getElementById('cities')!;
  const state = { chosen: 'Rome' as string | null };
  const close = () => {
    list.hidden = true;
    list.replaceChildren();
    input.setAttribute('aria-expanded', 'false');
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown') return;
    list.replaceChildren(
      ...['Paris', 'Rome'].map((label) => {
        const item = document.createElement('div');
        item.setAttribute('role', 'option');
        Object.assign(item.dataset, {
          scope: 'combobox',
          part: 'item',
          state: label === state.chosen ? 'checked' : 'unchecked',
        });
        item.textContent = label;
        return item;
      }),
    );
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  });
  input.addEventListener('input', () => {
    if (clearsOnEmpty && input.value === '') state.chosen = null;
  });
  return { input, state };
}

describe('Undo of a combobox that shows its choice only in its list (Ark UI)', () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 120, 20));
  });

  it('says the widget kept the option when its list still marks it chosen, and leaves the list closed', async () => {
    const { input, state } = arkCombobox(false);
    await expect(unpick(input, ['Rome'])).rejects.toThrow(/kept the option/);
    expect(state.chosen).toBe('Rome');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('counts it cleared when its list marks nothing chosen', async () => {
    const { input, state } = arkCombobox(true);
    await expect(unpick(input, ['Rome'])).resolves.toBeUndefined();
    expect(state.chosen).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
