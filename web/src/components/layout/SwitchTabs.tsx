/**
 * Tabs over one screen's panels, drawn as Chakra's fitted `line` tabs, without Chakra's Tabs state
 * machine: that is about 8 KB gzipped (zag's tabs, its DOM helpers and the recipe), which the
 * worker's open jobs, a landing screen, loaded before its first card (docs/performance.md). The caller keeps the
 * value (e.g. in ?tab=) and renders only the selected panel.
 *
 * WAI-ARIA tabs pattern: a tablist of buttons, the selected one in the tab order; ←/→ (and Home/End)
 * move to the neighbouring tab and select it; the panel is labelled by its tab.
 */
import { Box, chakra } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SwitchTabsProps<V extends string> {
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const KEY_STEP: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function SwitchTabs<V extends string>({ tabs, value, onChange, children }: SwitchTabsProps<V>) {
  const id = useId();
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (v: V) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;

  function onKeyDown(e: KeyboardEvent) {
    const step = KEY_STEP[e.key];
    if (!step) return;
    e.preventDefault();
    const next =
      tabs[
        step(
          Math.max(
            0,
            tabs.findIndex((t) => t.value === value),
          ),
          tabs.length,
        )
      ];
    if (next.value !== value) onChange(next.value);
    buttons.current.get(next.value)?.focus();
  }

  return (
    <>
      <Box
        role="tablist"
        aria-orientation="horizontal"
        display="flex"
        borderBottomWidth="1px"
        borderColor="border"
        mx="-4"
        px="4"
        mb="4"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => {
          const selected = t.value === value;
          return (
            <chakra.button
              key={t.value}
              ref={(el: HTMLButtonElement | null) => {
                if (el) buttons.current.set(t.value, el);
                else buttons.current.delete(t.value);
              }}
              type="button"
              role="tab"
              id={tabId(t.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onChange(t.value)}
              flex="1"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minH="44px"
              px="4"
              py="2"
              textStyle="sm"
              fontWeight="bold"
              position="relative"
              cursor="button"
              outline="0"
              color={selected ? 'fg' : 'fg.muted'}
              layerStyle={selected ? 'indicator.bottom' : undefined}
              css={selected ? { '--indicator-offset-y': '-1px', '--indicator-color': 'colors.colorPalette.solid' } : undefined}
              _focusVisible={{ zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              {t.label}
            </chakra.button>
          );
        })}
      </Box>
      {/* In the tab order, as WAI-ARIA asks for a panel that may hold nothing focusable (a skeleton). */}
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        outline="0"
        _focusVisible={{ focusRing: 'inside' }}
      >
        {children}
      </Box>
    </>
  );
}
