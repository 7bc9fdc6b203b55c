import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStudyHotkeys, type StudyHotkeys } from './use-study-hotkeys';

function press(key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function element(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild!.querySelector('[data-target]') ?? holder.firstElementChild!;
}

describe('useStudyHotkeys', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const hotkeys = (activateKeys: StudyHotkeys['activateKeys'] = [' ', 'Enter']) => ({
    activateKeys,
    onActivate: vi.fn(),
    onKey: vi.fn(),
  });

  it('flips or confirms on its activate keys, keeping the page from scrolling', () => {
    const keys = hotkeys();
    renderHook(() => useStudyHotkeys(true, keys));
    const space = press(' ');
    press('Enter');
    expect(keys.onActivate).toHaveBeenCalledTimes(2);
    expect(space.defaultPrevented).toBe(true);
    expect(keys.onKey).not.toHaveBeenCalled();
  });

  it('hands other keys over as typed, Space too when it is not an activate key', () => {
    const keys = hotkeys(['Enter']);
    renderHook(() => useStudyHotkeys(true, keys));
    press('ArrowRight');
    press('2');
    press(' ');
    expect(keys.onKey.mock.calls).toEqual([['ArrowRight'], ['2'], [' ']]);
    expect(keys.onActivate).not.toHaveBeenCalled();
  });

  it('leaves Space and Enter to a focused button or link', () => {
    const keys = hotkeys();
    renderHook(() => useStudyHotkeys(true, keys));
    const button = element('<button type="button">Next</button>');
    const link = element('<a href="/dashboard"><span data-target>Back</span></a>');
    expect(press(' ', button).defaultPrevented).toBe(false);
    press('Enter', link);
    expect(keys.onActivate).not.toHaveBeenCalled();
    press('ArrowLeft', button);
    expect(keys.onKey).toHaveBeenCalledWith('ArrowLeft');
  });

  it('ignores keys typed into fields or dialogs, or with Alt, Ctrl or Cmd', () => {
    const keys = hotkeys();
    renderHook(() => useStudyHotkeys(true, keys));
    for (const html of [
      '<input />',
      '<textarea></textarea>',
      '<select></select>',
      '<div role="dialog"><p data-target>x</p></div>',
    ])
      press('1', element(html));
    press('1', document.body, { altKey: true });
    press('1', document.body, { ctrlKey: true });
    press(' ', document.body, { metaKey: true });
    expect(keys.onKey).not.toHaveBeenCalled();
    expect(keys.onActivate).not.toHaveBeenCalled();
  });

  it('listens only while enabled, and calls the latest handlers', () => {
    const first = hotkeys();
    const second = hotkeys();
    const { rerender, unmount } = renderHook(({ enabled, keys }) => useStudyHotkeys(enabled, keys), {
      initialProps: { enabled: false, keys: first },
    });
    press('1');
    expect(first.onKey).not.toHaveBeenCalled();
    rerender({ enabled: true, keys: first });
    press('1');
    rerender({ enabled: true, keys: second });
    press('2');
    expect(first.onKey.mock.calls).toEqual([['1']]);
    expect(second.onKey.mock.calls).toEqual([['2']]);
    unmount();
    press('3');
    expect(second.onKey).toHaveBeenCalledTimes(1);
  });
});
