/**
 * Built-in, approximate coordinates (WGS84, about 1 km) of Dutch places and of the 2-digit
 * postcode regions, so that a postcode or place name resolves without network access.
 * Upgrade path: PDOK Locatieserver (https://api.pdok.nl/bzk/locatieserver/search/v3_1/free) for
 * exact postcode-6 and address coordinates, cached in the database.
 */

/** [name, latitude, longitude]: the largest municipalities and places, plus those of the demo seed. */
export const PLACES: readonly (readonly [string, number, number])[] = [
  ["Amsterdam", 52.3676, 4.9041],
  ["Rotterdam", 51.9244, 4.4777],
  ["Den Haag", 52.0705, 4.3007],
  ["Utrecht", 52.0907, 5.1214],
  ["Eindhoven", 51.4416, 5.4697],
  ["Groningen", 53.2194, 6.5665],
  ["Tilburg", 51.5555, 5.0913],
  ["Almere", 52.3508, 5.2647],
  ["Breda", 51.5719, 4.7683],
  ["Nijmegen", 51.8126, 5.8372],
  ["Apeldoorn", 52.2112, 5.9699],
  ["Arnhem", 51.9851, 5.8987],
  ["Haarlem", 52.3874, 4.6462],
  ["Haarlemmermeer", 52.303, 4.689],
  ["Hoofddorp", 52.303, 4.689],
  ["Amersfoort", 52.1561, 5.3878],
  ["Zaanstad", 52.4559, 4.813],
  ["Zaandam", 52.4387, 4.8264],
  ["'s-Hertogenbosch", 51.6978, 5.3037],
  ["Zwolle", 52.5168, 6.083],
  ["Zoetermeer", 52.0575, 4.4931],
  ["Leiden", 52.1601, 4.497],
  ["Leeuwarden", 53.2012, 5.7999],
  ["Maastricht", 50.8514, 5.691],
  ["Dordrecht", 51.8133, 4.6901],
  ["Ede", 52.0402, 5.6649],
  ["Alphen aan den Rijn", 52.129, 4.6555],
  ["Westland", 51.992, 4.21],
  ["Alkmaar", 52.6324, 4.7534],
  ["Emmen", 52.7792, 6.9069],
  ["Delft", 52.0116, 4.3571],
  ["Venlo", 51.3704, 6.1724],
  ["Deventer", 52.2661, 6.1552],
  ["Sittard", 50.9983, 5.869],
  ["Geleen", 50.97, 5.829],
  ["Sittard-Geleen", 50.9983, 5.869],
  ["Helmond", 51.4793, 5.657],
  ["Oss", 51.765, 5.5181],
  ["Amstelveen", 52.3114, 4.8701],
  ["Hilversum", 52.2292, 5.1669],
  ["Súdwest-Fryslân", 53.033, 5.658],
  ["Sneek", 53.033, 5.658],
  ["Heerlen", 50.8882, 5.9795],
  ["Nissewaard", 51.856, 4.287],
  ["Spijkenisse", 51.845, 4.329],
  ["Hengelo", 52.2658, 6.7931],
  ["Enschede", 52.2215, 6.8937],
  ["Purmerend", 52.505, 4.9597],
  ["Roosendaal", 51.5308, 4.4653],
  ["Schiedam", 51.9192, 4.3989],
  ["Lelystad", 52.5185, 5.4714],
  ["Almelo", 52.3567, 6.6625],
  ["Leidschendam-Voorburg", 52.083, 4.393],
  ["Voorburg", 52.074, 4.359],
  ["Gouda", 52.0115, 4.7105],
  ["Hoorn", 52.6424, 5.0602],
  ["Vlaardingen", 51.9125, 4.3419],
  ["Assen", 52.9925, 6.5649],
  ["Capelle aan den IJssel", 51.9292, 4.5778],
  ["Bergen op Zoom", 51.4949, 4.2911],
  ["Veenendaal", 52.0286, 5.5589],
  ["Katwijk", 52.2, 4.4167],
  ["Zeist", 52.0893, 5.2318],
  ["Nieuwegein", 52.0292, 5.0807],
  ["Roermond", 51.1942, 5.9875],
  ["Den Helder", 52.9563, 4.7601],
  ["Doetinchem", 51.965, 6.2886],
  ["Hoogeveen", 52.7225, 6.4761],
  ["Terneuzen", 51.3358, 3.8278],
  ["Kampen", 52.555, 5.9114],
  ["Woerden", 52.0853, 4.8838],
  ["Heerhugowaard", 52.6696, 4.8306],
  ["Dijk en Waard", 52.6696, 4.8306],
  ["Barneveld", 52.1402, 5.5847],
  ["Houten", 52.0283, 5.1681],
  ["Pijnacker-Nootdorp", 52.019, 4.429],
  ["Pijnacker", 52.019, 4.429],
  ["Heerenveen", 52.9593, 5.919],
  ["Lansingerland", 52.008, 4.503],
  ["Berkel en Rodenrijs", 52.001, 4.478],
  ["Rijswijk", 52.0363, 4.325],
  ["Middelburg", 51.4988, 3.6136],
  ["Vlissingen", 51.4428, 3.5737],
  ["Goes", 51.5043, 3.8885],
  ["Smallingerland", 53.1066, 6.0753],
  ["Drachten", 53.1066, 6.0753],
  ["Meppel", 52.6958, 6.1944],
  ["Harderwijk", 52.3417, 5.6208],
  ["Zutphen", 52.1383, 6.201],
  ["Wageningen", 51.9692, 5.6654],
  ["Rhenen", 51.9591, 5.5681],
  ["Doorn", 52.0333, 5.3417],
  ["Amerongen", 52.0036, 5.4597],
  ["Leersum", 52.0114, 5.4306],
  ["Driebergen", 52.0531, 5.2819],
  ["Driebergen-Rijsenburg", 52.0531, 5.2819],
  ["Utrechtse Heuvelrug", 52.0333, 5.3417],
  ["Maarn", 52.0633, 5.3694],
  ["Tiel", 51.886, 5.429],
  ["Culemborg", 51.9553, 5.2278],
  ["Bilthoven", 52.129, 5.204],
  ["De Bilt", 52.11, 5.181],
  ["Soest", 52.1733, 5.2917],
  ["Baarn", 52.2117, 5.2875],
  ["Bunnik", 52.067, 5.198],
  ["IJsselstein", 52.02, 5.043],
  ["Maarssen", 52.135, 5.041],
  ["Stichtse Vecht", 52.135, 5.041],
  ["Wijk bij Duurstede", 51.9747, 5.3403],
  ["Renkum", 51.977, 5.733],
  ["Oosterbeek", 51.9858, 5.8458],
  ["Bennekom", 52.0017, 5.6775],
  ["Velp", 51.995, 5.98],
  ["Rheden", 52.01, 6.03],
  ["Dieren", 52.052, 6.1],
  ["Duiven", 51.947, 6.021],
  ["Westervoort", 51.958, 5.972],
  ["Zevenaar", 51.927, 6.071],
  ["Elst", 51.919, 5.847],
  ["Overbetuwe", 51.919, 5.847],
  ["Lingewaard", 51.907, 5.905],
  ["Huissen", 51.935, 5.94],
  ["Bemmel", 51.892, 5.898],
  ["Wijchen", 51.809, 5.725],
  ["Beuningen", 51.86, 5.767],
  ["Berg en Dal", 51.825, 5.915],
  ["Groesbeek", 51.777, 5.936],
  ["Heumen", 51.767, 5.829],
  ["Malden", 51.781, 5.854],
  ["Druten", 51.888, 5.605],
  ["Culemborg", 51.9553, 5.2278],
  ["Buren", 51.911, 5.333],
  ["Geldermalsen", 51.881, 5.289],
  ["West Betuwe", 51.881, 5.289],
  ["Zaltbommel", 51.81, 5.249],
  ["Nijkerk", 52.22, 5.486],
  ["Ermelo", 52.299, 5.62],
  ["Putten", 52.259, 5.607],
  ["Epe", 52.348, 5.983],
  ["Voorst", 52.17, 6.14],
  ["Twello", 52.237, 6.102],
  ["Brummen", 52.09, 6.156],
  ["Lochem", 52.159, 6.41],
  ["Borculo", 52.115, 6.521],
  ["Berkelland", 52.115, 6.521],
  ["Winterswijk", 51.972, 6.719],
  ["Aalten", 51.925, 6.581],
  ["Oude IJsselstreek", 51.901, 6.371],
  ["Montferland", 51.918, 6.23],
  ["Doesburg", 52.013, 6.139],
  ["Bronckhorst", 52.05, 6.3],
  ["Oost Gelre", 52.0, 6.56],
  ["Elburg", 52.447, 5.835],
  ["Nunspeet", 52.378, 5.785],
  ["Hattem", 52.475, 6.063],
  ["Heerde", 52.388, 6.041],
  ["Scherpenzeel", 52.08, 5.488],
  ["Leusden", 52.133, 5.431],
  ["Woudenberg", 52.08, 5.417],
  ["Amstelveen", 52.3114, 4.8701],
  ["Diemen", 52.339, 4.96],
  ["Ouder-Amstel", 52.296, 4.915],
  ["Landsmeer", 52.431, 4.915],
  ["Oostzaan", 52.439, 4.876],
  ["Wormerland", 52.499, 4.86],
  ["Wormerveer", 52.491, 4.788],
  ["Krommenie", 52.499, 4.763],
  ["Edam-Volendam", 52.499, 5.056],
  ["Volendam", 52.495, 5.071],
  ["Waterland", 52.454, 5.034],
  ["Monnickendam", 52.458, 5.037],
  ["Aalsmeer", 52.264, 4.762],
  ["Uithoorn", 52.238, 4.825],
  ["Weesp", 52.307, 5.042],
  ["Bussum", 52.273, 5.161],
  ["Gooise Meren", 52.273, 5.161],
  ["Huizen", 52.299, 5.241],
  ["Laren", 52.256, 5.227],
  ["Blaricum", 52.272, 5.242],
  ["Velsen", 52.46, 4.626],
  ["IJmuiden", 52.458, 4.619],
  ["Beverwijk", 52.487, 4.657],
  ["Heemskerk", 52.511, 4.672],
  ["Castricum", 52.548, 4.669],
  ["Bloemendaal", 52.404, 4.622],
  ["Heemstede", 52.358, 4.606],
  ["Zandvoort", 52.371, 4.533],
  ["Hillegom", 52.291, 4.583],
  ["Lisse", 52.257, 4.557],
  ["Noordwijk", 52.24, 4.446],
  ["Oegstgeest", 52.18, 4.469],
  ["Leiderdorp", 52.158, 4.529],
  ["Voorschoten", 52.127, 4.448],
  ["Wassenaar", 52.143, 4.401],
  ["Teylingen", 52.217, 4.516],
  ["Waddinxveen", 52.044, 4.651],
  ["Bodegraven", 52.082, 4.75],
  ["Krimpen aan den IJssel", 51.916, 4.602],
  ["Ridderkerk", 51.872, 4.603],
  ["Barendrecht", 51.856, 4.535],
  ["Albrandswaard", 51.86, 4.405],
  ["Maassluis", 51.923, 4.25],
  ["Hellevoetsluis", 51.833, 4.133],
  ["Brielle", 51.902, 4.162],
  ["Zwijndrecht", 51.817, 4.633],
  ["Papendrecht", 51.832, 4.688],
  ["Sliedrecht", 51.821, 4.776],
  ["Gorinchem", 51.8306, 4.9742],
  ["Hendrik-Ido-Ambacht", 51.844, 4.64],
  ["Schoonhoven", 51.947, 4.849],
  ["Oosterhout", 51.645, 4.859],
  ["Etten-Leur", 51.57, 4.637],
  ["Waalwijk", 51.683, 5.07],
  ["Dongen", 51.627, 4.938],
  ["Goirle", 51.52, 5.067],
  ["Oisterwijk", 51.579, 5.189],
  ["Vught", 51.653, 5.287],
  ["Boxtel", 51.591, 5.329],
  ["Uden", 51.66, 5.619],
  ["Veghel", 51.616, 5.549],
  ["Meierijstad", 51.616, 5.549],
  ["Schijndel", 51.622, 5.433],
  ["Veldhoven", 51.418, 5.402],
  ["Best", 51.507, 5.39],
  ["Valkenswaard", 51.351, 5.46],
  ["Geldrop", 51.422, 5.559],
  ["Nuenen", 51.472, 5.552],
  ["Deurne", 51.464, 5.796],
  ["Boxmeer", 51.647, 5.947],
  ["Land van Cuijk", 51.73, 5.879],
  ["Cuijk", 51.73, 5.879],
  ["Venray", 51.526, 5.975],
  ["Weert", 51.251, 5.707],
  ["Kerkrade", 50.866, 6.07],
  ["Landgraaf", 50.908, 6.03],
  ["Brunssum", 50.946, 5.971],
  ["Valkenburg", 50.865, 5.832],
  ["Venlo", 51.3704, 6.1724],
  ["Tholen", 51.532, 4.22],
  ["Hulst", 51.28, 4.052],
  ["Zierikzee", 51.65, 3.918],
  ["Oldenzaal", 52.313, 6.929],
  ["Rijssen", 52.307, 6.518],
  ["Rijssen-Holten", 52.307, 6.518],
  ["Hardenberg", 52.575, 6.619],
  ["Nijverdal", 52.362, 6.463],
  ["Hellendoorn", 52.388, 6.45],
  ["Raalte", 52.387, 6.275],
  ["Steenwijk", 52.788, 6.118],
  ["Steenwijkerland", 52.788, 6.118],
  ["Dronten", 52.525, 5.718],
  ["Noordoostpolder", 52.71, 5.75],
  ["Emmeloord", 52.71, 5.75],
  ["Zeewolde", 52.33, 5.541],
  ["Urk", 52.662, 5.601],
  ["Coevorden", 52.661, 6.741],
  ["Roden", 53.138, 6.421],
  ["Stadskanaal", 52.99, 6.95],
  ["Veendam", 53.106, 6.879],
  ["Hoogezand", 53.161, 6.761],
  ["Midden-Groningen", 53.161, 6.761],
  ["Delfzijl", 53.33, 6.918],
  ["Eemsdelta", 53.33, 6.918],
  ["Winschoten", 53.144, 7.035],
  ["Oldambt", 53.144, 7.035],
  ["Harlingen", 53.174, 5.423],
  ["Franeker", 53.187, 5.541],
  ["Dokkum", 53.326, 5.998],
  ["Schagen", 52.787, 4.799],
  ["Enkhuizen", 52.703, 5.291],
  ["Medemblik", 52.771, 5.105],
  ["Bergen", 52.669, 4.705],
  ["Heiloo", 52.6, 4.7],
  ["Texel", 53.055, 4.797],
  // "Vacaturebank Rijnstad" (the demo seed) is the vacancy bank of the municipality of Rhenen.
  ["Rijnstad", 51.9591, 5.5681],
];

/** Approximate centre of each 2-digit postcode region (10..99). */
export const POSTCODE_REGIONS: Readonly<Record<string, readonly [number, number]>> = {
  "10": [52.37, 4.89], // Amsterdam
  "11": [52.33, 4.93], // Amsterdam-Zuidoost, Amstelveen, Diemen, Volendam
  "12": [52.24, 5.19], // Hilversum, Gooi
  "13": [52.37, 5.22], // Almere
  "14": [52.33, 4.93], // Purmerend, Aalsmeer, Uithoorn, Bussum
  "15": [52.47, 4.8], // Zaanstad
  "16": [52.66, 5.07], // Hoorn, Enkhuizen
  "17": [52.78, 4.83], // Schagen, Den Helder
  "18": [52.63, 4.75], // Alkmaar
  "19": [52.49, 4.65], // Beverwijk, IJmuiden, Castricum
  "20": [52.38, 4.64], // Haarlem
  "21": [52.31, 4.64], // Heemstede, Hoofddorp, Lisse
  "22": [52.2, 4.43], // Noordwijk, Katwijk, Rijswijk
  "23": [52.16, 4.49], // Leiden
  "24": [52.12, 4.66], // Alphen aan den Rijn
  "25": [52.07, 4.3], // Den Haag
  "26": [52.01, 4.36], // Delft
  "27": [52.06, 4.49], // Zoetermeer
  "28": [52.02, 4.71], // Gouda
  "29": [51.93, 4.62], // Capelle, Krimpen, Schoonhoven
  "30": [51.92, 4.48], // Rotterdam
  "31": [51.91, 4.36], // Schiedam, Vlaardingen, Maassluis
  "32": [51.85, 4.25], // Spijkenisse, Hellevoetsluis
  "33": [51.81, 4.67], // Dordrecht, Zwijndrecht
  "34": [52.04, 4.98], // Nieuwegein, IJsselstein, Woerden
  "35": [52.09, 5.12], // Utrecht
  "36": [52.16, 5.01], // Maarssen, Breukelen
  "37": [52.12, 5.25], // Zeist, Bilthoven, Soest, Baarn
  "38": [52.16, 5.39], // Amersfoort
  "39": [52.03, 5.47], // Veenendaal, Rhenen, Doorn, Leersum, Driebergen
  "40": [51.89, 5.39], // Tiel
  "41": [51.94, 5.17], // Culemborg, Vianen, Leerdam
  "42": [51.83, 4.98], // Gorinchem
  "43": [51.49, 3.6], // Middelburg, Vlissingen
  "44": [51.5, 3.89], // Goes
  "45": [51.33, 3.83], // Terneuzen
  "46": [51.49, 4.29], // Bergen op Zoom
  "47": [51.53, 4.47], // Roosendaal
  "48": [51.59, 4.78], // Breda
  "49": [51.64, 4.86], // Oosterhout
  "50": [51.56, 5.09], // Tilburg
  "51": [51.66, 5.0], // Dongen, Waalwijk
  "52": [51.7, 5.3], // 's-Hertogenbosch
  "53": [51.78, 5.44], // Oss, Zaltbommel
  "54": [51.65, 5.6], // Uden, Veghel
  "55": [51.4, 5.42], // Veldhoven, Valkenswaard
  "56": [51.44, 5.48], // Eindhoven
  "57": [51.48, 5.66], // Helmond
  "58": [51.56, 5.95], // Venray, Boxmeer
  "59": [51.37, 6.17], // Venlo
  "60": [51.22, 5.85], // Weert, Roermond
  "61": [51.0, 5.86], // Sittard-Geleen
  "62": [50.85, 5.69], // Maastricht
  "63": [50.88, 5.85], // Valkenburg
  "64": [50.88, 6.0], // Heerlen, Kerkrade
  "65": [51.84, 5.85], // Nijmegen
  "66": [51.86, 5.7], // Wijchen, Druten, Elst
  "67": [52.02, 5.67], // Ede, Wageningen
  "68": [51.98, 5.91], // Arnhem
  "69": [51.94, 6.07], // Zevenaar, Duiven
  "70": [51.96, 6.3], // Doetinchem
  "71": [51.96, 6.65], // Winterswijk, Aalten
  "72": [52.14, 6.22], // Zutphen, Lochem
  "73": [52.21, 5.97], // Apeldoorn
  "74": [52.26, 6.16], // Deventer
  "75": [52.23, 6.85], // Enschede, Hengelo
  "76": [52.36, 6.66], // Almelo
  "77": [52.52, 6.55], // Hardenberg, Nijverdal
  "78": [52.78, 6.9], // Emmen
  "79": [52.72, 6.4], // Hoogeveen, Meppel
  "80": [52.51, 6.09], // Zwolle
  "81": [52.4, 6.27], // Raalte
  "82": [52.53, 5.6], // Lelystad, Kampen
  "83": [52.76, 5.86], // Emmeloord, Steenwijk
  "84": [52.96, 6.0], // Heerenveen
  "85": [52.9, 5.75], // Joure, Lemmer
  "86": [53.03, 5.62], // Sneek
  "87": [53.03, 5.45], // Workum, Makkum
  "88": [53.17, 5.42], // Harlingen, Franeker
  "89": [53.2, 5.8], // Leeuwarden
  "90": [53.14, 5.88], // Grou
  "91": [53.32, 6.0], // Dokkum
  "92": [53.11, 6.1], // Drachten
  "93": [53.12, 6.42], // Roden
  "94": [52.99, 6.56], // Assen
  "95": [52.99, 6.95], // Stadskanaal
  "96": [53.15, 6.82], // Hoogezand, Veendam
  "97": [53.22, 6.57], // Groningen
  "98": [53.3, 6.45], // Winsum, Zuidhorn
  "99": [53.32, 6.88], // Appingedam, Delfzijl
};

/** Other spellings of a place (normalized key -> name in PLACES). */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  "s gravenhage": "Den Haag",
  "the hague": "Den Haag",
  "den bosch": "'s-Hertogenbosch",
  "s hertogenbosch": "'s-Hertogenbosch",
  hertogenbosch: "'s-Hertogenbosch",
  "sudwest fryslan": "Súdwest-Fryslân",
};
