import { createApiClient } from '../../api/index.ts';
import { startToolPage } from '../tool-page.tsx';
import { TeamkitsApp } from './TeamkitsApp.tsx';
import './teamkits.css';

// /tools/edit-teamkits/ (document 2 §2 "Links out", fifa and eafc): a kit's teamkits row.
const api = createApiClient();
startToolPage('teamkits.title', () => <TeamkitsApp api={api} />);
