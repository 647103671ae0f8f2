import type { FacilityCount } from '@/api/check-ins';
import { checkInMessages } from '@/messages/check-ins';
import { defaultListState, withFilter, type ListState } from './list-query';
import { SearchBox } from '@/ui/search-box';
import { ToolbarSelect } from '@/ui/toolbar-select';

const m = checkInMessages.list;

/** Facility options from the summary; a facility named by a shared link but unknown here stays selectable. */
export function facilityOptions(facilities: readonly FacilityCount[] | undefined, selected: string) {
  const options = (facilities ?? []).map((facility) => ({ id: facility.facilityId, name: facility.facilityName }));
  if (selected && !options.some((option) => option.id === selected)) options.push({ id: selected, name: selected });
  return options;
}

export function CheckInFilters({
  state,
  facilities,
  onChange,
}: {
  state: ListState;
  facilities: readonly FacilityCount[] | undefined;
  onChange: (next: ListState) => void;
}) {
  const set = (change: Partial<Omit<ListState, 'page'>>) => onChange(withFilter(state, change));
  const isFiltered = state.facility || state.owner || state.startDate || state.endDate || state.order !== 'desc';
  return (
    <section className="card check-ins-filters" aria-labelledby="check-in-filters-heading">
      <h2 id="check-in-filters-heading" className="check-ins-subheading">
        {m.filtersHeading}
      </h2>
      <div className="toolbar">
        <ToolbarSelect
          id="check-in-facility"
          label={m.facility}
          value={state.facility}
          choices={[
            { value: '', label: m.allFacilities },
            ...facilityOptions(facilities, state.facility).map((option) => ({ value: option.id, label: option.name })),
          ]}
          onChange={(facility) => set({ facility })}
        />
        <SearchBox id="check-in-owner" label={m.owner} hint={m.ownerHint} value={state.owner} onSearch={(owner) => set({ owner })} />
        <div className="field">
          <label htmlFor="check-in-start">{m.startDate}</label>
          <input
            id="check-in-start"
            type="date"
            value={state.startDate}
            max={state.endDate || undefined}
            onChange={(event) => set({ startDate: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="check-in-end">{m.endDate}</label>
          <input
            id="check-in-end"
            type="date"
            value={state.endDate}
            min={state.startDate || undefined}
            onChange={(event) => set({ endDate: event.target.value })}
          />
        </div>
        <ToolbarSelect
          id="check-in-order"
          label={m.order}
          value={state.order}
          choices={[
            { value: 'desc', label: m.orderDesc },
            { value: 'asc', label: m.orderAsc },
          ]}
          onChange={(order) => set({ order: order === 'asc' ? 'asc' : 'desc' })}
        />
        {isFiltered ? (
          <button type="button" className="button button-secondary" onClick={() => onChange(defaultListState)}>
            {m.clear}
          </button>
        ) : null}
      </div>
    </section>
  );
}
