/** The offer link's page /w/{token} (issue 29): a chunk of its own, public, with none of the staff screen's code. */
export { WaitlistOfferScreen } from './components/offer-screen';
