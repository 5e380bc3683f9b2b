import { createApiClient } from '../../api/index.ts';
import { startToolPage } from '../tool-page.tsx';
import { MinikitApp } from './MinikitApp.tsx';
import './minikit.css';

// /tools/minikit-generator/ (document 2 §2 "Links out", fm): many FM 2D kits in one ZIP.
const api = createApiClient();
startToolPage('minikit.title', () => <MinikitApp api={api} />);
