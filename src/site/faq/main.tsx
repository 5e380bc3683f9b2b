import { startToolPage } from '../tool-page.tsx';
import { FaqApp } from './FaqApp.tsx';
import './faq.css';

// /faq/ (document 2 §2 "Links out"): the questions players ask, per game, in their language.
startToolPage('faq.title', () => <FaqApp />);
