/** SwitchTabs: the WAI-ARIA tabs pattern the worker's open jobs relies on (roles, selection, keys). */
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { system } from '../theme/system';
import { SwitchTabs } from './SwitchTabs';

const TABS = [
  { value: 'open', label: '募集中の案件' },
  { value: 'applied', label: '応募した案件' },
] as const;

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<'open' | 'applied'>('open');
  return (
    <ChakraProvider value={system}>
      <SwitchTabs
        tabs={TABS}
        value={value}
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      >
        <p>{value === 'open' ? '募集中の一覧' : '応募の一覧'}</p>
      </SwitchTabs>
    </ChakraProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('SwitchTabs', () => {
  it('marks the selected tab, keeps only it in the tab order and labels the panel with it', () => {
    render(<Harness />);
    expect(tab('募集中の案件').getAttribute('aria-selected')).toBe('true');
    expect(tab('応募した案件').getAttribute('aria-selected')).toBe('false');
    expect(tab('募集中の案件').tabIndex).toBe(0);
    expect(tab('応募した案件').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: '募集中の案件' });
    expect(panel.textContent).toBe('募集中の一覧');
    // The panel is reachable by Tab; only the selected tab names it as what it controls.
    expect(panel.tabIndex).toBe(0);
    expect(tab('募集中の案件').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('応募した案件').hasAttribute('aria-controls')).toBe(false);
  });

  it('selects a tab on a tap and shows its panel', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('応募した案件'));
    expect(onChange).toHaveBeenCalledWith('applied');
    expect(tab('応募した案件').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '応募した案件' }).textContent).toBe('応募の一覧');
  });

  it('moves the selection and the focus with the arrow keys, Home and End, wrapping around', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('募集中の案件'), { key: 'ArrowRight' });
    expect(tab('応募した案件').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('応募した案件'));
    fireEvent.keyDown(tab('応募した案件'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('募集中の案件'));
    fireEvent.keyDown(tab('募集中の案件'), { key: 'End' });
    expect(tab('応募した案件').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('応募した案件'), { key: 'Home' });
    expect(tab('募集中の案件').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('募集中の案件'), { key: 'ArrowLeft' });
    expect(tab('応募した案件').getAttribute('aria-selected')).toBe('true');
  });

  it('does not select again the tab that is already selected', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('募集中の案件'));
    fireEvent.keyDown(tab('募集中の案件'), { key: 'Home' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores other keys', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(tab('募集中の案件'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
