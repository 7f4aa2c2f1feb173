/** features/search's on-demand entry: the header's search panel, loaded when it first opens. */
export { SearchPanel } from './components/search-panel';
