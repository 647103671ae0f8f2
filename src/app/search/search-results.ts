import { useEffect, useMemo, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Ability } from '@/api/ability';
import { errorDetail, isApiError } from '@/api/api-error';
import type { Coupon } from '@/api/coupons';
import type { Facility } from '@/api/facilities';
import type { Member } from '@/api/members';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import type { readTicketSources } from '@/api/ticket-sources';
import { defaultListState, listSearch } from '@/features/check-ins/list-query';
import { sourceListHref } from '@/features/tickets/source-list-url';
import { formatYen } from '@/lib/money';
import { ownerLabel } from '@/lib/owner-label';
import { foldForSearch, matchesSearch, searchTerms, type SearchTerms } from '@/lib/search-text';
import { couponMessages } from '@/messages/coupons';
import { ja } from '@/messages/ja';
import { searchMessages as m } from '@/messages/search';
import { fillPattern, paths, type RouteName } from '@/paths';
import { SEARCH_DELAY_MS } from '@/ui/search-box';
import { mayOpen } from '../route-match';
import { routeNamed, routes } from '../routes';

export type GroupKey = keyof typeof m.groups;

/** One option of the search; `payment`: the id of a payment still to be looked up (or not found). */
export type SearchResult = { key: string; group: GroupKey; label: string; detail: string; href: string; disabled?: boolean; payment?: string };
export type ResultGroup = { key: GroupKey; label: string; results: SearchResult[] };

/** A searchable record: its option, and its folded name and fields (folded once per answer, not per keystroke). */
type Entry = SearchResult & { name: string; text: string };
type Entries = { entries: Entry[]; partial?: boolean };
type ListGroup = 'facilities' | 'coupons' | 'tickets' | 'members';

const LIMIT = 5;

/** The screen a record's option opens: its route's ability rule is the group's (docs/search.md "Who sees what"). */
export const routeOfGroup: Record<Exclude<GroupKey, 'recent' | 'screens'>, RouteName> = {
  facilities: 'facility',
  coupons: 'coupon',
  tickets: 'ticketSource',
  payments: 'ticketPayment',
  checkIns: 'checkInHistory',
  members: 'settingsMembersEdit',
};

const entry = (group: GroupKey, id: string, label: string, detail: string, href: string, fields: string[]): Entry => ({
  key: `${group}:${id}`,
  group,
  label,
  detail,
  href,
  name: foldForSearch(label),
  text: fields.map(foldForSearch).join('\n'),
});

/** Folds a list once per answer (the cache keeps an answer's identity until a new one), and only when a search reads it. */
function oncePerAnswer<T extends object>(fold: (data: T) => Entries): (data: T) => Entries {
  const folded = new WeakMap<T, Entries>();
  return (data) => folded.get(data) ?? folded.set(data, fold(data)).get(data)!;
}

const facilityEntries = oncePerAnswer((list: Facility[]): Entries => ({
  entries: list.map((f) => entry('facilities', f.id, f.name, `${f.prefecture}${f.address}`, paths.facility(f.id), [f.name, f.prefecture, f.address])),
}));
const couponEntries = oncePerAnswer((list: Coupon[]): Entries => ({
  entries: list.map((c) => entry('coupons', c.id, c.title, couponMessages.status[c.status], paths.coupon(c.id), [c.title])),
}));
const ticketEntries = oncePerAnswer(({ sources, paginate }: ReturnType<typeof readTicketSources>): Entries => ({
  entries: sources.map((s) => entry('tickets', s.id, s.name, s.facility.name, paths.ticketSource(s.id), [s.name, s.facility.name])),
  partial: paginate.totalPages > 1,
}));
const memberEntries = oncePerAnswer((list: Member[]): Entries => ({
  entries: list.map(({ id, displayName, email }) =>
    entry('members', id, displayName || email, email, `${paths.settingsMembersEdit}?${new URLSearchParams({ email })}`, [displayName, email]),
  ),
}));

/** Every screen without a record in its address that the user may open, by its title and the words staff use for it. */
function screenEntries(ability: Ability | undefined): Entry[] {
  return routes
    .filter((route) => (route.layout === 'main' || route.name === 'selectCorporation') && route.name !== 'index')
    .filter((route) => !/:\w+(\/|$)/.test(route.pattern) && !route.requiredParams && mayOpen(route, ability))
    .map((route) => {
      const title = route.name === 'settingsMembersEdit' ? ja.titles.settingsMembersAdd : route.title;
      return entry('screens', route.name, title, '', fillPattern(route.pattern), [title, m.screenWords[route.name] ?? '']);
    });
}

/** The matches: those whose name starts with the search first, then those whose name holds it; shorter names first. */
function matching(entries: Entry[], terms: SearchTerms): { shown: Entry[]; total: number } {
  const rank = (item: Entry) => (item.name.startsWith(terms.whole) ? 0 : item.name.includes(terms.whole) ? 1 : 2);
  const hits = entries.filter((item) => matchesSearch(item.text, terms)).sort((a, b) => rank(a) - rank(b) || a.name.length - b.name.length);
  return { shown: hits.slice(0, LIMIT), total: hits.length };
}

/** A payment id as typed or pasted (full-width too), or the address of a payment's screen; undefined for other text. */
export function paymentIdIn(text: string): string | undefined {
  const typed = text.normalize('NFKC').trim();
  const id = /\/ticket-payments\/([^/?#\s]+)/.exec(typed)?.[1] ?? typed;
  return /^[A-Za-z0-9][\w-]{2,63}$/.test(id) && /\d/.test(id) ? id : undefined;
}

/** The payment looked up for an id, after a pause in typing or at once (`ask`: a paste, Enter): one GET per id, the payment screen's query. */
function usePaymentLookup(cid: string, id: string | undefined, allowed: boolean) {
  const [asked, ask] = useState<string>();
  useEffect(() => {
    if (!id || !allowed || id === asked) return;
    const timer = setTimeout(() => ask(id), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, allowed, asked]);
  const payment = useQuery({ ...queryOf(reads.ticketPayment(cid, asked ?? '')), enabled: allowed && asked !== undefined && asked === id });
  if (!id || !allowed) return { ask, result: undefined };
  const base = { key: `payments:${id}`, group: 'payments' as const, label: m.payment.label(id), href: paths.ticketPayment(id), payment: id };
  if (asked !== id) return { ask, result: { ...base, detail: m.payment.open } };
  if (payment.isError) {
    const notFound = isApiError(payment.error) && payment.error.status === 404;
    return { ask, result: { ...base, disabled: true, detail: notFound ? m.payment.notFound : m.payment.failed + errorDetail(payment.error) } };
  }
  if (!payment.data) return { ask, result: { ...base, detail: m.payment.checking } };
  const { source, amount } = payment.data;
  return { ask, result: { ...base, payment: undefined, detail: `${source.name}・${formatYen(amount)}・${ownerLabel(payment.data)}` } };
}

const listOptions = { staleTime: Infinity } as const;

/**
 * What the search shows for `query` (settled text): the options by group and the lists loading or failed. Lists come from the cache; a
 * missing one is asked for once, with its screen's query, only for a user who may open its records.
 */
export function useSearchResults(query: string, cid: string, ability: Ability | undefined, recents: SearchResult[]) {
  const may = (group: keyof typeof routeOfGroup) => mayOpen(routeNamed[routeOfGroup[group]], ability);
  const list = <T extends object>(group: ListGroup, query: UseQueryResult<T>, fold: (data: T) => Entries) => ({
    group,
    query,
    entries: () => (query.data ? fold(query.data) : undefined),
  });
  // The cache's copy, as it is: a search does not refresh a list a screen showed (staleTime).
  const lists = [
    list('facilities', useQuery({ ...queryOf(reads.facilities(cid)), ...listOptions, enabled: may('facilities') }), facilityEntries),
    list('coupons', useQuery({ ...queryOf(reads.coupons(cid)), ...listOptions, enabled: may('coupons') }), couponEntries),
    list('tickets', useQuery({ ...queryOf(reads.ticketSources(cid)), ...listOptions, enabled: may('tickets') }), ticketEntries),
    list('members', useQuery({ ...queryOf(reads.members(cid)), ...listOptions, enabled: may('members') }), memberEntries),
  ];
  const payment = usePaymentLookup(cid, paymentIdIn(query), may('payments'));
  const screens = useMemo(() => screenEntries(ability), [ability]);
  const text = query.trim();
  const terms = searchTerms(text);
  const allowed = lists.filter(({ group }) => may(group));

  const groups: ResultGroup[] = [];
  const add = (key: GroupKey, { shown, total }: { shown: SearchResult[]; total: number }, extra: SearchResult[] = []) => {
    const label = total > shown.length ? `${m.groups[key]}（${m.more(shown.length, total)}）` : m.groups[key];
    if (shown.length + extra.length > 0) groups.push({ key, label, results: [...shown, ...extra] });
  };
  const data = (group: ListGroup) => allowed.find((candidate) => candidate.group === group)?.entries();
  const found = (group: ListGroup) => matching(data(group)?.entries ?? [], terms);
  const only = (results: SearchResult[]) => ({ shown: results, total: results.length });
  if (!terms.whole) add('recent', only(recents.filter((recent) => recent.group === 'screens' || may(recent.group as keyof typeof routeOfGroup))));
  else {
    add('screens', matching(screens, terms));
    add('facilities', found('facilities'));
    add('coupons', found('coupons'));
    const more = {
      key: 'tickets:more',
      group: 'tickets' as const,
      label: m.moreTickets(text),
      detail: '',
      href: sourceListHref({ page: 1, q: text, sort: 'newest' }),
    };
    // The first page is what the cache holds: where it found some, the list's server search finds every one.
    const tickets = found('tickets');
    add('tickets', tickets, data('tickets')?.partial && tickets.total > 0 ? [more] : []);
    if (payment.result) add('payments', only([payment.result]));
    const checkIns = paths.checkInHistory + listSearch({ ...defaultListState, owner: text });
    if (may('checkIns')) add('checkIns', only([{ key: 'checkIns', group: 'checkIns', label: m.checkIns(text), detail: m.checkInsDetail, href: checkIns }]));
    add('members', found('members'));
  }
  const notes = allowed.flatMap(({ group, query: list }) => {
    if (list.isError) return [m.failed(m.groups[group]) + errorDetail(list.error)];
    return list.isPending && list.fetchStatus === 'fetching' ? [m.loading(m.groups[group])] : [];
  });
  return { groups, notes, askPayment: payment.ask };
}
