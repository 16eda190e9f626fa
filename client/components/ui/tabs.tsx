import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn.ts';

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>.');
  return state;
}

// Ids from useId, so the server-rendered markup and the hydrated one agree.
const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The selected tab, when the caller keeps it (e.g. in the URL). */
  value?: string;
  /** The tab selected first, when the tabs keep their own selection. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * What its tabs' and panels' ids start with, for tabs hydrated inside an island (decision 059):
   * there useId's ids differ from the server's, and a panel drawn later would not be the one its
   * tab names. Without it, useId's.
   */
  idBase?: string;
  children?: ReactNode;
};

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation) styled for Telo: the selected tab
 * is the one tab stop, ArrowLeft/ArrowRight (wrapping), Home and End move to and select a tab,
 * and only the selected panel is rendered.
 */
export function Tabs({ value, defaultValue = '', onValueChange, idBase, ...props }: TabsProps) {
  const ownId = useId();
  const baseId = idBase ?? ownId;
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: selected, select }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * On a phone four tabs in a row cut their labels ("Del", "Pr"), and a strip that scrolls hides
 * the last ones: there they sit two by two. From the sm breakpoint they form one row.
 */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = moves[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'grid grid-cols-2 gap-1 border-b border-stone-200 sm:flex sm:overflow-x-auto',
        className,
      )}
      onKeyDown={onKey}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const isSelected = value === tabs.value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={isSelected ? 'active' : 'inactive'}
      tabIndex={isSelected ? 0 : -1}
      className={cn(
        'min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-900 data-[state=active]:text-brand-900',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  if (value !== tabs.value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('pt-6', className)}
      {...props}
    />
  );
}
