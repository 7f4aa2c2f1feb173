/** features/session's on-demand entry: the header's provider switcher (loaded with the signed-in shell). */
export { ProviderSwitcher } from './components/provider-switcher';
