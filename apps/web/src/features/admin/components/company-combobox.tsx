import {
  useEffect,
  useId,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type Ref,
  type UIEvent,
} from 'react';
import { Check, ChevronDown, Loader2 } from 'lucide-react';
import type { AdminCompany } from '@takeoff/shared/admin';
import { VerifiedMark } from '@/components/verified-mark';
import { cn } from '@/lib/class-names';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCompanies } from '../api/get-companies';
import { useT } from '../i18n';

const SEARCH_DELAY_MS = 250;
/** How close to the end of the list (px) scrolling fetches the next page. */
const NEAR_END_PX = 48;

/**
 * For the dialog holding the picker (its onEscapeKeyDown): Escape in an open list closes the list only. Radix hears
 * Escape on the document before the input's own handler, so the dialog has to be told.
 */
export function keepOpenForListEscape(event: KeyboardEvent) {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  )
    event.preventDefault();
}

type CompanyComboboxProps = {
  id: string;
  /** The chosen company's id as the form holds it ('' = none). */
  value: string;
  /** The chosen company's name, shown while the list is closed. */
  selectedName: string;
  onSelect: (company: AdminCompany) => void;
  onBlur?: () => void;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The job form's company field: a combobox (WAI-ARIA list autocomplete) searching the companies on the server as
 * the admin types, a page at a time; arrows move through the list, Enter picks, Escape closes it (not the dialog).
 */
export function CompanyCombobox({
  id,
  value,
  selectedName,
  onSelect,
  onBlur,
  invalid,
  inputRef,
}: CompanyComboboxProps) {
  const { t } = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // What the admin typed since opening; opening alone lists every company from the start.
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const companies = useCompanies(query, open);
  const items = companies.data?.pages.flatMap((p) => p.items) ?? [];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const settling =
    query !== search.trim() || (companies.isFetching && !companies.isFetchingNextPage);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const show = () => {
    if (open) return;
    setText(selectedName);
    setSearch('');
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setSearch('');
    setActive(-1);
  };
  const choose = (company: AdminCompany) => {
    onSelect(company);
    close();
  };
  const loadMore = () => {
    if (companies.hasNextPage && !companies.isFetchingNextPage) void companies.fetchNextPage();
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) return show();
        if (active < items.length - 1) setActive(active + 1);
        else loadMore();
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) return show();
        setActive(Math.max(active - 1, 0));
        return;
      case 'Enter':
        // An open list takes Enter: it never submits the form half-chosen.
        if (!open) return;
        event.preventDefault();
        if (active >= 0 && items[active]) choose(items[active]);
        return;
      case 'Escape':
        if (open) close();
        return;
    }
  };

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) loadMore();
  };

  const status = companies.isError
    ? t('companyPicker.failed')
    : settling || companies.isPending
      ? t('companyPicker.loading')
      : items.length === 0
        ? query
          ? t('companyPicker.empty', { query })
          : t('companyPicker.emptyAll')
        : companies.hasNextPage
          ? t('companyPicker.shownMore', { count: items.length })
          : t('companyPicker.shown', { count: items.length });

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid}
        placeholder={t('companyPicker.placeholder')}
        value={open ? text : selectedName}
        onChange={(e) => {
          if (!open) setOpen(true);
          setText(e.target.value);
          setSearch(e.target.value);
          setActive(-1);
        }}
        onClick={show}
        onFocus={(e) => e.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className="flex h-10 w-full min-w-0 rounded-md border border-border bg-board-cell py-2 pl-3 pr-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-status-closed md:text-sm"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={t('companyPicker.toggle')}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground hover:text-foreground"
        // Keeps the focus in the input, where the keyboard works.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => (open ? close() : (show(), document.getElementById(id)?.focus()))}
      >
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border border-border bg-surface-raised text-foreground shadow-xl"
        onMouseDown={(e) => e.preventDefault()}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={t('companyPicker.listLabel')}
          className="max-h-60 overflow-y-auto p-1"
          onScroll={onScroll}
        >
          {open
            ? items.map((company, index) => (
                <li
                  key={company.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm',
                    index === active ? 'bg-border' : 'hover:bg-border/60',
                  )}
                  onMouseMove={() => index !== active && setActive(index)}
                  onClick={() => choose(company)}
                >
                  <Check
                    className={cn(
                      'size-4 shrink-0',
                      String(company.id) === value ? 'opacity-100' : 'opacity-0',
                    )}
                    aria-hidden
                  />
                  <span className="min-w-0 break-words">
                    {company.name}
                    <VerifiedMark verified={company.verified} />
                  </span>
                </li>
              ))
            : null}
        </ul>
        <div className="flex items-center justify-between gap-2 border-t border-border px-3 py-2 text-xs text-muted-foreground">
          <span role="status" className="flex items-center gap-1.5">
            {open && (settling || companies.isFetchingNextPage) ? (
              <Loader2 className="size-3.5 animate-spin" aria-hidden />
            ) : null}
            {open ? status : null}
          </span>
          {open && companies.hasNextPage ? (
            <button
              type="button"
              tabIndex={-1}
              className="font-medium text-foreground underline-offset-2 hover:underline"
              onClick={loadMore}
            >
              {t('companyPicker.loadMore')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
