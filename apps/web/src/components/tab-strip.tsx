import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';

export type TabStripItem<Value extends string> = { value: Value; label: string };

type TabStripProps<Value extends string> = {
  tabs: readonly TabStripItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  'aria-label': string;
  /**
   * Names the tabs and the panel (`tabPanelProps` with the same prefix): each tab gets an id, and the selected one
   * says which panel it shows. Without it the strip only switches what the page shows below it (a filter).
   */
  idPrefix?: string;
  sx?: SxProps<Theme>;
};

const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * The attributes of the panel the selected tab shows, for a TabStrip given the same `idPrefix`. Only the open tab's
 * panel is in the page, so only the selected tab points at one: a reference to a missing id is an error.
 */
export function tabPanelProps(idPrefix: string, value: string) {
  return {
    role: 'tabpanel',
    id: panelId(idPrefix, value),
    'aria-labelledby': tabId(idPrefix, value),
  } as const;
}

/** The keys of the WAI-ARIA tabs pattern: the arrows move between tabs (round), Home and End to the first and last. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of tabs with the semantics and keys of MUI's Tabs (`tablist`, `tab`, `aria-selected`, one tab in the Tab
 * order, arrows move the focus, Enter or Space shows the tab), drawn by CSS alone. MUI's Tabs measure every tab to
 * place their indicator and scroll buttons, during hydration too: 47-123 ms of /simpanan's hydration at 4× CPU
 * (bench/figures/pages-5.md), and 7.5 kB gzip of its first load (docs/conventions.md rule 20). Here the selected tab
 * draws its own underline, and a strip wider than the screen scrolls sideways under the finger.
 */
export function TabStrip<Value extends string>({
  tabs,
  value,
  onChange,
  'aria-label': label,
  idPrefix,
  sx,
}: TabStripProps<Value>) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const next = index < 0 ? null : nextIndex(event.key, index, buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  return (
    <Box
      sx={[
        { overflowX: 'auto', scrollbarWidth: 'thin', borderBottom: 1, borderColor: 'divider' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        role="tablist"
        aria-label={label}
        onKeyDown={moveFocus}
        sx={{ display: 'flex', width: 'max-content' }}
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <ButtonBase
              key={tab.value}
              role="tab"
              id={idPrefix && tabId(idPrefix, tab.value)}
              aria-controls={idPrefix && isSelected ? panelId(idPrefix, tab.value) : undefined}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              focusRipple
              onClick={(event) => {
                event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                if (!isSelected) onChange(tab.value);
              }}
              sx={{
                minHeight: 48,
                px: 2,
                py: 1.5,
                typography: 'button',
                whiteSpace: 'nowrap',
                color: isSelected ? 'primary.main' : 'text.secondary',
                // The underline is part of the tab: nothing to measure, nothing to move after hydration.
                boxShadow: isSelected ? 'inset 0 -2px 0 currentColor' : 'none',
                '&.Mui-focusVisible': { bgcolor: 'action.focus' },
              }}
            >
              {tab.label}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
