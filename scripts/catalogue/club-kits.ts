/**
 * Real-world clubs and national teams for the random generator (document 2 §3 "Team data"): each
 * side's name, its home kit's real colours and look, and the colours of its shorts and socks.
 * Colours and stripes are facts about a club, not its marks: crests, sponsors and makers come from
 * our own catalogue (see real-teams.ts), never a club's. The away and third kits are derived from
 * the club colours (real change kits vary season to season).
 *
 * One line per side: name | home colours | home designs | shorts | socks. Colours name COLOURS.
 */
export const COLOURS: Record<string, string> = {
  white: '#ffffff',
  black: '#111111',
  navy: '#0b1f3f',
  royal: '#0047ab',
  blue: '#1d4fa3',
  sky: '#6cabdd',
  red: '#c8102e',
  claret: '#7a263a',
  maroon: '#6d1e2f',
  yellow: '#fdd600',
  gold: '#d4a017',
  amber: '#fdb913',
  green: '#00843d',
  darkgreen: '#00563f',
  orange: '#f36c21',
  purple: '#4b2d7f',
  grey: '#8a8d8f',
};

export const CLUB_KITS = `
Arsenal | red white | contrasting sleeves | white | white
Aston Villa | claret sky | contrasting sleeves | white | sky
Chelsea | royal white | plain | royal | white
Everton | royal white | plain | white | white
Liverpool | red white | plain | red | red
Manchester City | sky white navy | plain | white | sky
Manchester United | red white black | plain | white | black
Newcastle United | black white | stripes | black | black
Tottenham Hotspur | white navy | plain | navy | white
West Ham United | claret sky | contrasting sleeves | white | white
Leeds United | white yellow royal | plain | white | white
Wolverhampton Wanderers | amber black | plain | black | amber
Crystal Palace | red blue | stripes | blue | blue
Brighton & Hove Albion | blue white | stripes | blue | blue
Fulham | white black | plain | black | white
Southampton | red white black | stripes | black | white
Sunderland | red white black | stripes | black | black
Stoke City | red white | stripes | white | white
Sheffield United | red white black | stripes | black | white
Burnley | claret sky | contrasting sleeves | white | claret
Nottingham Forest | red white | plain | white | red
Leicester City | blue white | plain | blue | blue
Blackburn Rovers | blue white | half-and-half | white | white
Queens Park Rangers | blue white | hoops | white | white
Norwich City | yellow green | plain | green | yellow
Watford | yellow black red | plain | black | black
West Bromwich Albion | navy white | stripes | white | white
Derby County | white black | plain | black | white
Coventry City | sky white | plain | sky | sky
Brentford | red white black | stripes | black | red
AFC Bournemouth | red black | stripes | black | black
Ipswich Town | royal white | plain | white | royal
Celtic | green white | hoops | white | white
Rangers | royal white red | plain | white | black
Heart of Midlothian | maroon white | plain | white | maroon
Hibernian | green white | contrasting sleeves | white | green
Aberdeen | red white | plain | red | red
Dundee United | orange black | plain | black | orange
Real Madrid | white gold navy | plain | white | white
FC Barcelona | blue claret gold | stripes | blue | blue
Atlético Madrid | red white navy | stripes | navy | red
Athletic Club | red white black | stripes | black | black
Valencia | white black orange | plain | black | white
Sevilla | white red | plain | white | white
Real Betis | green white | stripes | green | green
Real Sociedad | blue white | stripes | white | blue
Villarreal | yellow blue | plain | yellow | yellow
Espanyol | blue white | stripes | blue | blue
Celta Vigo | sky white red | plain | white | sky
Osasuna | red navy | plain | navy | red
Juventus | white black | stripes | white | white
Inter | blue black | stripes | black | black
AC Milan | red black white | stripes | white | black
Roma | claret amber | plain | claret | claret
Lazio | sky white | plain | white | sky
Napoli | sky white | plain | white | sky
Fiorentina | purple white | plain | white | purple
Atalanta | blue black | stripes | black | black
Torino | maroon white | plain | white | maroon
Sampdoria | royal white red | sampdoria | white | royal
Genoa | red navy | half-and-half | navy | navy
Bologna | red navy | stripes | white | navy
Parma | white black yellow | cross | white | white
Udinese | white black | stripes | black | white
Bayern Munich | red white | plain | red | red
Borussia Dortmund | yellow black | plain | black | yellow
Schalke 04 | royal white | plain | white | royal
Bayer Leverkusen | red black | plain | black | red
Werder Bremen | green white | plain | green | green
Hamburger SV | white red navy | plain | red | navy
VfB Stuttgart | white red | stuttgart | white | white
Eintracht Frankfurt | black red white | plain | black | black
Borussia Mönchengladbach | white black green | plain | white | white
1. FC Köln | white red | plain | white | white
VfL Wolfsburg | green white | plain | white | green
Union Berlin | red white | plain | white | red
Hertha BSC | blue white | stripes | white | blue
SC Freiburg | red black white | plain | black | red
Mainz 05 | red white | plain | red | red
Paris Saint-Germain | navy red white | single stripe | navy | navy
Olympique de Marseille | white sky | plain | white | white
Olympique Lyonnais | white royal red | plain | white | white
AS Monaco | red white | diagonal | white | white
Lille | red navy white | plain | navy | red
Stade Rennais | red black | plain | black | black
FC Nantes | yellow green | plain | yellow | yellow
RC Lens | yellow red | contrasting sleeves | black | yellow
Saint-Étienne | green white | plain | white | green
Girondins de Bordeaux | navy white | chevron | navy | navy
OGC Nice | red black | stripes | black | black
Ajax | white red | ajax | white | white
PSV Eindhoven | red white | stripes | black | red
Feyenoord | red white black | feyenoord | black | black
AZ Alkmaar | red white | plain | white | red
FC Twente | red white | plain | white | red
FC Utrecht | red white | plain | white | red
Vitesse | yellow black | stripes | black | yellow
FC Groningen | green white | groningen | white | white
Willem II | red white navy | willem_ii | navy | navy
SC Heerenveen | blue white red | sc_heerenveen | white | blue
Sparta Rotterdam | red white | stripes | black | black
Heracles Almelo | black white | stripes | black | black
Benfica | red white | plain | white | red
FC Porto | royal white | stripes | blue | blue
Sporting CP | green white | hoops | white | green
SC Braga | red white | contrasting sleeves | white | white
Vitória de Guimarães | white black | plain | black | white
Club Brugge | blue black | stripes | black | black
Anderlecht | purple white | plain | purple | purple
Standard Liège | red white | plain | white | red
KRC Genk | blue white | plain | blue | blue
Galatasaray | red amber | half-and-half | red | red
Fenerbahçe | yellow navy | stripes | navy | navy
Beşiktaş | white black | plain | black | white
Trabzonspor | claret sky | stripes | claret | claret
Olympiacos | red white | stripes | red | red
Panathinaikos | green white | plain | green | green
AEK Athens | yellow black | plain | black | yellow
Red Star Belgrade | red white | stripes | white | red
Dinamo Zagreb | royal white | plain | royal | royal
Hajduk Split | white navy | plain | navy | navy
Shakhtar Donetsk | orange black | stripes | black | orange
Dynamo Kyiv | white royal | plain | white | white
FC Copenhagen | white blue | plain | blue | white
Brøndby | yellow blue | plain | blue | yellow
Rosenborg | white black | plain | black | white
Malmö FF | sky white | plain | white | sky
AIK | black yellow | plain | black | black
Young Boys | yellow black | plain | black | yellow
FC Basel | red blue | half-and-half | blue | blue
Red Bull Salzburg | white red | plain | red | red
Rapid Wien | green white | plain | green | green
Legia Warsaw | white green red | plain | green | white
Sparta Prague | maroon white | plain | white | maroon
Slavia Prague | red white | half-and-half | white | white
Ferencváros | green white | stripes | white | green
Boca Juniors | navy gold | chest band | navy | navy
River Plate | white red black | sash | black | white
Flamengo | red black white | hoops | white | black
Corinthians | white black | plain | black | white
Palmeiras | green white | plain | white | green
São Paulo | white red black | sao_paulo | white | white
Santos | white black | plain | white | white
Fluminense | maroon green white | stripes_with_separator | white | white
Grêmio | sky black white | stripes | black | white
Internacional | red white | plain | white | red
Peñarol | yellow black | stripes | black | black
Nacional | white blue red | plain | blue | white
Colo-Colo | white black | plain | black | white
Club América | yellow navy | plain | navy | yellow
Guadalajara | red white navy | stripes | navy | navy
LA Galaxy | white navy gold | sash | white | white
Seattle Sounders | green navy sky | plain | navy | green
Urawa Red Diamonds | red white black | plain | white | black
Al Ahly | red white | plain | white | red
Kaizer Chiefs | gold black | plain | black | gold
England | white navy red | plain | navy | white
Scotland | navy white | plain | white | navy
Wales | red white green | plain | red | red
Brazil | yellow green royal | plain | royal | white
Argentina | sky white navy | stripes | navy | white
Germany | white black | plain | black | white
France | navy white red | plain | white | red
Italy | royal white | plain | white | royal
Netherlands | orange navy | plain | orange | orange
Spain | red gold navy | plain | navy | navy
Portugal | claret green | plain | claret | claret
Croatia | red white | checkers | white | white
Belgium | red black gold | plain | red | red
Denmark | red white | plain | white | red
Sweden | yellow blue | plain | blue | yellow
Mexico | green white red | plain | white | green
United States | white navy red | plain | navy | white
Japan | navy white | plain | navy | navy
Nigeria | green white | plain | green | green
Uruguay | sky black | plain | black | black
`;
