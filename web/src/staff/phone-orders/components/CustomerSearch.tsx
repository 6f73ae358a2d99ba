import type { Customer } from '@konyha/domain/customers/customer.schemas';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { customerSearchQuery, minQueryLength } from '../api/phoneOrders.ts';
import styles from '../phoneOrders.module.css';

/** How long typing must pause before the server is asked: a phone number is typed in a burst. */
export const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Finding the caller by phone number, e-mail or name (WAI-ARIA combobox with a list box): the list follows the
 * typing once it pauses; arrows move through it, Enter picks, Escape closes it. A count is announced.
 */
export function CustomerSearch({ onPick }: { onPick: (customer: Customer) => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const search = useQuery(customerSearchQuery(query));
  const found = query.length >= minQueryLength ? (search.data ?? []) : [];
  const expanded = open && typed.trim().length >= minQueryLength && found.length > 0;

  function pick(customer: Customer) {
    onPick(customer);
    setOpen(false);
    setActive(-1);
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (found.length === 0 ? -1 : (current + step + found.length) % found.length));
    } else if (event.key === 'Enter') {
      const customer = expanded ? found[active] : undefined;
      if (customer) {
        event.preventDefault();
        pick(customer);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status =
    query.length < minQueryLength || search.isPending
      ? ''
      : search.isError
        ? t('phoneOrder.search.failed')
        : t('phoneOrder.search.found', { count: found.length });

  return (
    <div className={styles.search}>
      <div className={form.field}>
        <label htmlFor={`${id}-input`}>{t('phoneOrder.search.label')}</label>
        <input
          id={`${id}-input`}
          className={form.input}
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <p id={`${id}-hint`} className={form.hint}>
          {t('phoneOrder.search.hint')}
        </p>
      </div>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('phoneOrder.search.results')}
        className={styles.listbox}
        hidden={!expanded}
      >
        {found.map((customer, index) => (
          <div
            key={`${customer.id ?? 'guest'}-${customer.email ?? customer.phone ?? customer.name}`}
            id={`${id}-option-${index}`}
            role="option"
            // Options are reached through the combobox's aria-activedescendant, never by Tab.
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(customer);
            }}
          >
            <span className={styles.optionName}>{customer.name}</span>{' '}
            <span className={styles.optionMeta}>
              {[customer.phone, customer.email].filter(Boolean).join(' · ')}
              {customer.id === null ? ` · ${t('phoneOrder.customer.guest')}` : ''}
            </span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
